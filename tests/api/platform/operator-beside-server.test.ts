import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runOperatorCommand } from '../../helpers/marque-process'
import { startServer, type RunningServer } from '../../helpers/server'
import { backends, emptyPostgresDatabase } from '../../support/test-app'

// Real server processes (server/start.ts, as `npm start` runs it) and real operator commands
// (server/cli.ts, as `npm run marque` runs it), each in its own process.
const slow = { timeout: 180_000 }

let staticDir: string
const dataDirs: string[] = []
const servers: RunningServer[] = []

beforeAll(async () => {
  // A stand-in for the built app, so the server starts without building it.
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Marque</title>')
})
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
  for (const dir of dataDirs.splice(0)) await rm(dir, { recursive: true, force: true })
})
afterAll(async () => {
  await rm(staticDir, { recursive: true, force: true })
})

async function newDataDir() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-beside-'))
  dataDirs.push(dataDir)
  return dataDir
}

async function serve(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer({ dataDir, env: { STATIC_DIR: staticDir, ...env } })
  servers.push(server)
  return server
}

const operator = (dataDir: string, argv: string[], env: Record<string, string> = {}) => runOperatorCommand(argv, { DATA_DIR: dataDir, ...env })

async function lockOf(dataDir: string): Promise<{ pid: number; host: string; holder: string }> {
  return JSON.parse(await readFile(path.join(dataDir, 'db.lock'), 'utf8'))
}

const siteOn = (server: RunningServer, hostname: string) => fetch(`http://127.0.0.1:${server.port}/api/sites/${hostname}`)

function notRunning(): number {
  for (let pid = 3_999_999; ; pid--) {
    try {
      process.kill(pid, 0)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid
    }
  }
}

describe('operator commands beside a running server on the embedded database (PGlite)', () => {
  it('are refused while the server has DATA_DIR open, naming its process, and write nothing; after a graceful stop they work and the next start serves their write', slow, async () => {
    const dataDir = await newDataDir()
    const server = await serve(dataDir)
    const { pid } = await lockOf(dataDir)

    const refused = await operator(dataDir, ['brand:add', '--name', 'Beside', '--slug', 'beside'])
    expect(refused.code).toBe(1)
    expect(refused.output).toContain(`is in use by the Marque server (process ${pid} on ${os.hostname()}`)
    expect(refused.output).toContain('Stop that process and run this again')
    expect(refused.output).toContain('PostgreSQL (DATABASE_URL)')
    expect((await siteOn(server, 'localhost')).status).toBe(200)

    await server.stop()
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false)

    // Had the refused command written its brand, this one would find the slug taken.
    const added = await operator(dataDir, ['brand:add', '--name', 'Beside', '--slug', 'beside'])
    expect(added).toMatchObject({ code: 0, output: expect.stringContaining('Added brand "Beside" (beside') })
    const site = await operator(dataDir, ['site:add', '--brand', 'beside', '--host', 'beside.test'])
    expect(site).toMatchObject({ code: 0, output: expect.stringContaining('on beside.test') })
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false)

    const restarted = await serve(dataDir)
    const answer = await siteOn(restarted, 'beside.test')
    expect(answer.status).toBe(200)
    expect((await answer.json()).site.name).toBe('Beside')
  })

  it('a second server on the same DATA_DIR refuses to start, naming the first, which keeps serving', slow, async () => {
    const dataDir = await newDataDir()
    const first = await serve(dataDir)
    const { pid } = await lockOf(dataDir)

    const second = serve(dataDir)
    await expect(second).rejects.toThrow(/exited \(1\) before listening/)
    await expect(second).rejects.toThrow(`Marque could not start: The embedded database in ${dataDir} is in use by the Marque server (process ${pid}`)
    expect((await lockOf(dataDir)).pid).toBe(pid)
    expect((await siteOn(first, 'localhost')).status).toBe(200)
  })

  it('takes over a lock whose process no longer runs, with a note naming it, and holds the lock itself', slow, async () => {
    const dataDir = await newDataDir()
    const gone = notRunning()
    await mkdir(dataDir, { recursive: true })
    await writeFile(
      path.join(dataDir, 'db.lock'),
      JSON.stringify({ pid: gone, host: os.hostname(), since: '2024-01-01T00:00:00.000Z', holder: 'the operator command site:add' }),
    )

    const server = await serve(dataDir)
    expect(server.output()).toContain(`Took over ${path.join(dataDir, 'db.lock')}: the operator command site:add (process ${gone}`)
    expect((await lockOf(dataDir)).pid).not.toBe(gone)
    const refused = await operator(dataDir, ['sites'])
    expect(refused.code).toBe(1)
    expect(refused.output).toContain(`is in use by the Marque server (process ${(await lockOf(dataDir)).pid}`)
  })

  it('kill -9 of the server leaves its lock behind; the next start takes it over', slow, async () => {
    const dataDir = await newDataDir()
    const server = await serve(dataDir)
    const { pid } = await lockOf(dataDir)

    process.kill(pid, 'SIGKILL')
    await server.exited
    expect((await lockOf(dataDir)).pid).toBe(pid)

    const next = await serve(dataDir)
    expect(next.output()).toContain(`the Marque server (process ${pid}`)
    expect(next.output()).toContain('no longer runs; it did not stop cleanly')
    expect((await siteOn(next, 'localhost')).status).toBe(200)
    await next.stop()
    const listed = await operator(dataDir, ['sites'])
    expect(listed).toMatchObject({ code: 0, output: expect.stringContaining('hosts localhost') })
  })
})

describe.each(backends.filter((backend) => backend === 'postgres'))('operator commands beside a running server (%s)', () => {
  let database: { url: string; drop(): Promise<void> }
  beforeAll(async () => {
    database = await emptyPostgresDatabase()
  })
  afterAll(async () => {
    await database.drop()
  })

  it('run beside it, and it answers on a host they add within its 30 s site cache', slow, async () => {
    const dataDir = await newDataDir()
    const server = await serve(dataDir, { DATABASE_URL: database.url })
    // Asked once before it exists, so the server holds "no such site" in its cache.
    expect((await siteOn(server, 'beside.pg.test')).status).toBe(404)

    const added = await operator(dataDir, ['host:add', '--site', 'localhost', '--host', 'beside.pg.test'], { DATABASE_URL: database.url })
    expect(added).toMatchObject({ code: 0 })
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false)

    const deadline = Date.now() + 120_000
    let status = 404
    while (status === 404 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      status = (await siteOn(server, 'beside.pg.test')).status
    }
    expect(status).toBe(200)
    expect((await (await siteOn(server, 'beside.pg.test')).json()).site.id).toBe((await (await siteOn(server, 'localhost')).json()).site.id)
  })
})
