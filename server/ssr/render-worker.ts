/**
 * A render worker thread (docs/decisions/144-render-worker-pool.md): tinypool runs this file's default export in each
 * worker, one render at a time. The worker loads the render module (dist-server/render/entry-server.js) once, so its
 * module state (Lingui's active catalog, the API transport) is the worker's own; the page's API calls go back over
 * the task's message port to the server's app in the main thread, which holds the catalogue and its caches.
 *
 * The worker also puts the page into the shell (page-html.ts: the head, the state, the critical CSS), which is CPU
 * work too. Plain Node: this file and what it imports use erasable types only, since it runs outside the server's
 * bundle in the server tests (Node strips the types) and is an entry of its own in the build (scripts/build-server.mjs).
 */
import type { MessagePort } from 'node:worker_threads'
import type { ServerRenderInput, ServerRenderResult } from '../../src/domain/system/server-render.ts'
import { assemblePage } from './page-html.ts'
import type { ApiCall, ApiReply, RenderedDocument, RenderTask } from './render-protocol.ts'

type RenderModule = { renderPage: (input: ServerRenderInput) => Promise<ServerRenderResult> }

const modules = new Map<string, Promise<RenderModule>>()

export default async function render(task: RenderTask): Promise<RenderedDocument> {
  let module = modules.get(task.moduleUrl)
  if (!module) {
    module = import(task.moduleUrl) as Promise<RenderModule>
    modules.set(task.moduleUrl, module)
  }
  const { renderPage } = await module
  const api = apiOver(task.port)
  let result: ServerRenderResult
  try {
    result = await renderPage({ ...task.input, fetchApi: api.fetch })
  } finally {
    api.close()
  }
  if (result.kind === 'redirect') return result
  return { kind: 'page', status: result.status, document: assemblePage(task.template, result) }
}

/** `fetch` for the page's API calls, answered by the main thread over `port`. */
function apiOver(port: MessagePort): { fetch: typeof fetch; close: () => void } {
  let nextId = 0
  const waiting = new Map<number, (reply: ApiReply) => void>()
  port.on('message', (reply: ApiReply) => {
    waiting.get(reply.id)?.(reply)
    waiting.delete(reply.id)
  })
  const fetchApi = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init)
    const call: ApiCall = {
      id: ++nextId,
      url: `${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
      method: request.method,
      headers: [...request.headers],
      body: request.body ? await request.arrayBuffer() : null,
    }
    const reply = await new Promise<ApiReply>((resolve) => {
      waiting.set(call.id, resolve)
      port.postMessage(call, call.body ? [call.body] : [])
    })
    if ('error' in reply) throw new Error(`the server's API failed: ${reply.error}`)
    // a null-body status (204, 304) takes no body
    const empty = reply.status === 204 || reply.status === 304
    return new Response(empty ? null : reply.body, { status: reply.status, headers: reply.headers })
  }
  return {
    fetch: fetchApi as typeof fetch,
    close: () => port.close(),
  }
}
