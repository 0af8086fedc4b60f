import cluster, { type Worker } from 'node:cluster'
import type { Logger } from './lib/logger.ts'

/** Workers are not started again once this many have died within {@link CRASH_WINDOW_MS} (a broken start would loop). */
export const MAX_CRASHES = 3
export const CRASH_WINDOW_MS = 60_000
/** How long the primary waits for its workers to finish their requests after SIGTERM. */
export const STOP_TIMEOUT_MS = 30_000

/** Whether this process is a worker of a cluster start (it skips the primary's preparation and banner). */
export const isClusterWorker = (): boolean => cluster.isWorker

/**
 * The primary of `WEB_CONCURRENCY=N` (docs/decisions/138-cluster-start.md): N node:cluster workers, each a full
 * server on the shared port (node:cluster hands out the connections); `onListening` once every worker listens.
 * A worker that exits unexpectedly is started again, unless {@link MAX_CRASHES} died within a minute.
 * SIGTERM / SIGINT go to every worker, which finishes its requests and closes; the primary exits when all have.
 */
export function runCluster({
  count,
  logger,
  onListening,
}: {
  count: number
  logger: Logger
  onListening: (pids: number[]) => void
}): void {
  let stopping = false
  const startedAt = new Map<number, number>()
  const listening = new Set<number>()
  let announced = false
  const crashes: number[] = []

  const fork = (): Worker => {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
    return worker
  }

  cluster.on('listening', (worker) => {
    listening.add(worker.id)
    if (!announced && listening.size >= count) {
      announced = true
      onListening(Object.values(cluster.workers ?? {}).map((w) => w!.process.pid!))
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id)
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    crashes.push(Date.now())
    while (crashes.length && crashes[0]! < Date.now() - CRASH_WINDOW_MS) crashes.shift()
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    logger.error('a server worker exited', { pid: worker.process.pid, code, signal, livedMs: lived })
    if (crashes.length >= MAX_CRASHES) {
      logger.error(`not started again: ${crashes.length} workers died within a minute`)
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1)
      return
    }
    const next = fork()
    logger.error('a server worker was started again', { pid: next.process.pid })
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info('stopping the server workers', { signal })
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(1)
    }, STOP_TIMEOUT_MS).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  for (let i = 0; i < count; i++) fork()
}
