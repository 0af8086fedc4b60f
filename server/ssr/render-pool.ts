import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { Tinypool } from 'tinypool'
import type { ServerRenderInput } from '#domain/system/server-render.ts'
import type { ApiCall, ApiReply, RenderedDocument, RenderTask } from './render-protocol.ts'

export type RenderPool = {
  /**
   * Renders in a free worker (or waits for one) and puts the page into `template` there; rejects when the render
   * fails or takes longer than the time-out.
   */
  render(input: ServerRenderInput, template: string): Promise<RenderedDocument>
  /** Ends every worker (the server stops). */
  close(): Promise<void>
  readonly threads: number
}

type Options = {
  /** the render module every worker loads (dist-server/render/entry-server.js) */
  modulePath: string
  /** the worker entry: server/ssr/render-worker.ts in the tests, dist-server/render-worker.js when built */
  workerPath: string
  threads: number
  /** a render still running after this is ended with its worker, which is replaced */
  timeoutMs: number
}

/**
 * Renders in worker threads (docs/decisions/144-render-worker-pool.md), with tinypool: one render at a time per
 * worker (the render module's i18n and API transport are module state), as many workers as `threads`, the rest
 * wait for a free one (at most `timeoutMs`, then the render fails: the shell answers). A worker that throws outside a render or exits is replaced by tinypool; one stuck past the time-out is
 * terminated (tinypool ends the worker of an aborted task) and replaced.
 */
export function createRenderPool({ modulePath, workerPath, threads, timeoutMs }: Options): RenderPool {
  const pool = new Tinypool({
    filename: pathToFileURL(workerPath).href,
    minThreads: 1,
    maxThreads: threads,
    // a worker that has loaded the render module is kept a while: loading it again costs about a render
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
  })
  // an error outside a task (e.g. a worker that fails to start) is logged by the render that waits for it
  pool.on('error', () => undefined)
  const moduleUrl = pathToFileURL(modulePath).href

  // renders wait here for a free worker, so that the time-out counts from the render's start: a deadline that
  // also counted the wait would end, under load, renders that had just begun, and their workers with them
  let running = 0
  const waiting: (() => void)[] = []
  const freeWorker = () =>
    new Promise<void>((resolve, reject) => {
      if (running < threads) {
        running++
        return resolve()
      }
      const take = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1)
        reject(new Error(`no render worker was free within ${timeoutMs} ms`))
      }, timeoutMs)
      waiting.push(take)
    })
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  return {
    threads,
    async render({ fetchApi, ...input }, template) {
      await freeWorker()
      const { port1, port2 } = new MessageChannel()
      answerApiCalls(port1, fetchApi)
      const task: RenderTask = { moduleUrl, input, template, port: port2 }
      try {
        return (await pool.run(task, {
          transferList: [port2],
          signal: AbortSignal.timeout(timeoutMs),
        })) as RenderedDocument
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError')
          throw new Error(`the render took longer than ${timeoutMs} ms (its worker is replaced)`, { cause: error })
        throw error
      } finally {
        port1.close()
        release()
      }
    },
    close: () => pool.destroy(),
  }
}

/** Answers the worker's API calls on `port` with the app's own API. */
function answerApiCalls(port: MessagePort, fetchApi: typeof fetch): void {
  port.on('message', (call: ApiCall) => {
    void (async (): Promise<ApiReply> => {
      try {
        const response = await fetchApi(call.url, {
          method: call.method,
          headers: call.headers,
          ...(call.body ? { body: call.body } : {}),
        })
        return {
          id: call.id,
          status: response.status,
          headers: [...response.headers],
          body: await response.arrayBuffer(),
        }
      } catch (error) {
        return { id: call.id, error: error instanceof Error ? error.message : String(error) }
      }
    })().then((reply) => {
      try {
        port.postMessage(reply, 'body' in reply ? [reply.body] : [])
      } catch {
        // the render ended meanwhile (time-out): nobody waits for the answer
      }
    })
  })
}
