import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawnMarque } from './marque-process'

export type RunningServer = {
  url: string
  port: number
  dataDir: string
  output: () => string
  /** Settles with the exit code when the server process ends, however it ends. */
  exited: Promise<number | null>
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts the real server the way `npm start` does (server/start.ts), on a free port with a fresh
 * DATA_DIR (unless one is given), and waits until it answers.
 */
export async function startServer(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningServer> {
  const ownsDataDir = !options.dataDir
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'marque-test-')))
  const port = await freePort()
  // The browser suite always runs on the embedded database unless a test asks otherwise.
  const { child, output, exited } = spawnMarque('server/start.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  })

  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('waiting'), 200))])
    if (early !== 'waiting') throw new Error(`The server exited (${String(early)}) before answering:\n${output()}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/sites/localhost`)
      if (response.status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer within 60 s:\n${output()}`)
    }
  }

  return {
    url,
    port,
    dataDir,
    output,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
