import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { spawnMarque } from './marque-process'
import { refuseRepliesSentTwice } from './reply-sent-twice'

export type RunningServer = {
  url: string
  port: number
  dataDir: string
  /** The id of the process that runs the server, for a test that kills it. */
  pid: number
  output: () => string
  /** Settles with the exit code when the server process ends, however it ends. */
  exited: Promise<number | null>
  stop(): Promise<void>
}


/** The run's seeded DATA_DIR, inside a Vitest run that made one; outside (`npm run screenshots`) none. */
function seededTemplate(): string | undefined {
  try {
    return inject('marqueDataTemplate')
  } catch {
    return undefined
  }
}

/** The line server/start.ts prints once it listens; with PORT=0 the only place the port shows. */
const servingLine = /^Marque is serving on http:\/\/\S+:(\d+)$/m

/**
 * Starts the real server the way `npm start` does (server/start.ts) with a fresh DATA_DIR (unless
 * one is given). It listens on port 0, so the system gives it a free port that nothing else can
 * take in between, and the port is read from the line the server prints once it listens.
 */
export async function startServer(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningServer> {
  const ownsDataDir = !options.dataDir
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'marque-test-')))
  // A fresh embedded database starts as a copy of the run's seeded one (tests/helpers/data-template.ts),
  // as if this server had made it; one on PostgreSQL, or with another admin, is made by the server.
  const template = seededTemplate()
  if (ownsDataDir && template && !options.env?.DATABASE_URL && !options.env?.ADMIN_EMAIL) await cp(template, dataDir, { recursive: true })
  // The browser suite always runs on the embedded database unless a test asks otherwise.
  const { child, output, exited } = spawnMarque('server/start.ts', [], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  })

  let announced: (port: number) => void = () => {}
  const listening = new Promise<number>((resolve) => (announced = resolve))
  child.stdout!.on('data', () => {
    const match = servingLine.exec(output())
    if (match) announced(Number(match[1]))
  })

  let timer: NodeJS.Timeout | undefined
  const outcome = await Promise.race([
    listening.then((port) => ({ port })),
    exited.then((code) => ({ exited: code })),
    new Promise<{ timedOut: true }>((resolve) => (timer = setTimeout(() => resolve({ timedOut: true }), 60_000))),
  ])
  clearTimeout(timer)
  if ('exited' in outcome) throw new Error(`The server exited (${String(outcome.exited)}) before listening:\n${output()}`)
  if ('timedOut' in outcome) {
    child.kill('SIGKILL')
    throw new Error(`The server did not listen within 60 s:\n${output()}`)
  }
  const { port } = outcome

  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    pid: child.pid!,
    output,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true })
      refuseRepliesSentTwice(output(), `The server on port ${port}`)
    },
  }
}
