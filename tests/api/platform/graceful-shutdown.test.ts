import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { startServer } from '../../helpers/server'
import { backends, emptyPostgresDatabase } from '../../support/test-app'

// A real server process (server/start.ts, as `npm start` runs it), stopped as a container is: SIGTERM.
const slow = { timeout: 240_000 }

/** Resolves once the port refuses new connections: the server has stopped listening. */
async function refusedAt(port: number): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(false)
      })
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
    })
    if (refused) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`port ${port} still took connections 10 s after SIGTERM`)
}

/** Everything a socket receives until the other side ends it. */
const allOf = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.once('end', () => resolve(text))
    socket.once('error', reject)
  })

describe.each(backends)('a server stopped with SIGTERM (%s)', (backend) => {
  it('sends the whole answer in flight, says it is not ready meanwhile, takes no new connection, and exits 0', slow, async () => {
    // A stand-in for the built app, with one large file: its answer is still being sent when the signal comes.
    const staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
    onTestFinished(() => rm(staticDir, { recursive: true, force: true }))
    const large = randomBytes(48 * 1024 * 1024)
    await mkdir(path.join(staticDir, 'assets'))
    await Promise.all([writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Marque</title>'), writeFile(path.join(staticDir, 'assets', 'large-file.bin'), large)])
    const database = backend === 'postgres' ? await emptyPostgresDatabase() : null
    // Finished last to first: the server stops before its database is dropped.
    if (database) onTestFinished(() => database.drop())
    const server = await startServer({ env: { STATIC_DIR: staticDir, ...(database ? { DATABASE_URL: database.url } : {}) } })
    onTestFinished(() => server.stop())
    const origin = `http://127.0.0.1:${server.port}`
    expect((await fetch(`${origin}/api/ready`)).status).toBe(200)

    // The download, on a connection kept alive as a proxy keeps its own: its head is read, its body
    // left unread, so the server cannot send the rest before the signal.
    const agent = new http.Agent({ keepAlive: true })
    onTestFinished(() => agent.destroy())
    const download = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: server.port, path: '/assets/large-file.bin', agent }, resolve).once('error', reject)
    })
    expect(download.statusCode).toBe(200)
    download.pause()
    // A balancer's probe on a connection the server is not done with: its request begun, not yet ended.
    const probe = net.connect(server.port, '127.0.0.1')
    onTestFinished(() => void probe.destroy())
    await new Promise((resolve) => probe.once('connect', resolve))
    probe.write('GET /api/ready HTTP/1.1\r\nHost: 10.0.0.7:3000\r\n')

    process.kill(server.pid, 'SIGTERM')
    await refusedAt(server.port)
    // The probe's request, ended now: the server is shutting down, and says so.
    const probeAnswer = allOf(probe)
    probe.write('\r\n')
    const [head, body] = (await probeAnswer).split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 503 /)
    expect(head!.toLowerCase()).toContain('connection: close')
    expect(head!.toLowerCase()).toContain('cache-control: no-store')
    expect(JSON.parse(body!)).toEqual({ status: 'error', code: expect.any(String), message: 'Not ready: the server is shutting down', not_ready: ['shutdown'] })

    // The download, read on: every byte of the file, then the process ends on its own, cleanly.
    const digest = createHash('sha256')
    let received = 0
    download.on('data', (chunk: Buffer) => {
      digest.update(chunk)
      received += chunk.length
    })
    download.resume()
    await new Promise((resolve, reject) => download.once('end', resolve).once('error', reject))
    expect(received).toBe(large.length)
    expect(digest.digest('hex')).toBe(createHash('sha256').update(large).digest('hex'))
    expect(await server.exited).toBe(0)
    expect(server.output()).not.toContain('still shutting down after')
  })
})
