import type { TestProject } from 'vitest/node'
import { startServer } from './server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    basePort: number
    /** what the server printed up to its start-up banner (its Node version among it) */
    serverStartOutput: string
  }
}

/** One real server on a fresh database for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startServer()
  project.provide('baseUrl', server.url)
  project.provide('basePort', server.port)
  project.provide('serverStartOutput', await startOutput(server.output))
  return async () => {
    await server.stop()
  }
}

/** The banner is written when the server listens; give the pipe a moment to deliver it. */
async function startOutput(output: () => string): Promise<string> {
  const deadline = Date.now() + 10_000
  while (!/runtime: Node\.js v\d+/.test(output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return output()
}
