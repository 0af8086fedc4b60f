/** The bench's reductions of browser timing entries (see bench-interaction.mjs). */
export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number }
export type TaskEntry = { startTime: number; duration: number }

export declare function median(values: readonly number[]): number
export declare function blockingOf(durations: readonly number[]): number
export declare function interactionsOf(events: readonly EventEntry[]): EventEntry[]
export declare function inpOf(events: readonly EventEntry[]): number
export declare function perKeyWorst(
  keyStarts: readonly number[],
  events: readonly EventEntry[],
  tasks: readonly TaskEntry[],
  end?: number,
): number[]
