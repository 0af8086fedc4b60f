/** Resolves in a later task (a macrotask: the browser may handle input and paint in between). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
