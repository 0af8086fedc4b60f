/**
 * What the server's main thread and a render worker send each other (docs/decisions/144-render-worker-pool.md).
 * Types only: the worker file imports them with `import type`.
 */
import type { MessagePort } from 'node:worker_threads'
import type { ServerRenderInput, ServerRenderResult } from '#domain/system/server-render.ts'

/** One render: the module to render with, its input without the API (that is `port`), the shell, and the port. */
export type RenderTask = {
  /** file: URL of the render module */
  moduleUrl: string
  input: Omit<ServerRenderInput, 'fetchApi'>
  /** the built index.html the page goes into (server/ssr/page-html.ts), in the worker as well */
  template: string
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

/** A render's answer: a redirect, or the whole document (the markup, head and state put into the shell). */
export type RenderedDocument =
  Extract<ServerRenderResult, { kind: 'redirect' }> | { kind: 'page'; status: 200 | 404; document: string }
