import type { TestProject } from 'vitest/node'
import { startServer } from './server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    basePort: number
  }
}

/** One real server on a fresh database for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startServer()
  project.provide('baseUrl', server.url)
  project.provide('basePort', server.port)
  return async () => {
    await server.stop()
  }
}
