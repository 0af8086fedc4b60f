/**
 * What the server's main thread and a render worker send each other (docs/decisions/144-render-worker-pool.md).
 * Types only: the worker file imports them with `import type`.
 */
import type { MessagePort } from 'node:worker_threads'
import type { ServerRenderInput } from '#domain/system/server-render.ts'

/** One render: the module to render with, its input without the API (that is `port`), and the port. */
export type RenderTask = {
  /** file: URL of the render module */
  moduleUrl: string
  input: Omit<ServerRenderInput, 'fetchApi'>
  /** the worker's end of the task's channel: API calls go out on it, their answers come back */
  port: MessagePort
}

/** One API call of a page, from the worker. */
export type ApiCall = {
  id: number
  /** path and query (the app's own API) */
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

/** Its answer, from the main thread. */
export type ApiReply =
  { id: number; status: number; headers: [string, string][]; body: ArrayBuffer } | { id: number; error: string }
