import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { median, projectRoot, writeSection } from './report'

const tsx = path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs')

/** Starts a server script on port 0 and reads the port it prints ("… is serving on http://host:port"). */
export async function spawnNode(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [tsx, script], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let stdout = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk
      const match = /is serving on http:\/\/\S+:(\d+)$/m.exec(stdout)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`${script} exited (${String(code)}) before listening`)))
  })
  return { child, port }
}

export async function untilAnswer(port: number, started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/sites/localhost`)
      if (response.ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Time from `npm start` (server/start.ts, app already built) until the first answer. */
async function startTime(dataDir: string): Promise<number> {
  const started = performance.now()
  const { child, port } = await spawnNode('server/start.ts', { DATA_DIR: dataDir })
  const ms = await untilAnswer(port, started)
  await stop(child)
  return ms
}

async function load(url: string): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: 10, duration: 5, headers: { host: 'localhost' } })
  return { rps: result.requests.average, p99: result.latency.p99 }
}

export async function benchServer() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-bench-'))
  try {
    const firstStart = await startTime(dataDir)
    const restarts: number[] = []
    for (let i = 0; i < 3; i++) restarts.push(await startTime(dataDir))

    const { child: marque, port } = await spawnNode('server/start.ts', { DATA_DIR: dataDir })
    await untilAnswer(port, performance.now())
    const body = await (await fetch(`http://127.0.0.1:${port}/api/sites/localhost`)).text()
    const { child: bare, port: barePort } = await spawnNode('bench/bare-server.ts', { BARE_BODY: body })
    await untilAnswer(barePort, performance.now())

    // Warm both, then measure alternately so a noisy neighbour hits both alike.
    await load(`http://127.0.0.1:${barePort}/api/sites/localhost`)
    await load(`http://127.0.0.1:${port}/api/sites/localhost`)
    const bareRuns = [] as { rps: number; p99: number }[]
    const siteRuns = [] as { rps: number; p99: number }[]
    for (let i = 0; i < 3; i++) {
      bareRuns.push(await load(`http://127.0.0.1:${barePort}/api/sites/localhost`))
      siteRuns.push(await load(`http://127.0.0.1:${port}/api/sites/localhost`))
    }
    await stop(marque)
    await stop(bare)

    const bareRps = median(bareRuns.map((run) => run.rps))
    const siteRps = median(siteRuns.map((run) => run.rps))
    const ratio = siteRps / bareRps
    const table = [
      '| measure | figure |',
      '|---|---|',
      `| first \`npm start\` on an empty DATA_DIR (migrate + seed) until the first answer | ${Math.round(firstStart)} ms |`,
      `| \`npm start\` on an existing DATA_DIR until the first answer (median of 3) | ${Math.round(median(restarts))} ms |`,
      `| \`GET /api/sites/localhost\`, Marque (autocannon, 10 connections, 5 s, median of 3 runs alternating with the baseline) | ${Math.round(siteRps)} req/s, p99 ${siteRuns[0]!.p99} ms |`,
      `| the same body from a bare Fastify route (baseline) | ${Math.round(bareRps)} req/s, p99 ${bareRuns[0]!.p99} ms |`,
      `| Marque / bare | **${(ratio * 100).toFixed(0)} %** (aim ≥ 70 %) |`,
    ].join('\n')
    const notes = `Sites are cached by host name in each server process (30 s, dropped at once when a site
is changed through the server), so the hot lookup costs a Map read, the response's JSON
serialisation and the security headers. Start-up is mostly PGlite opening its data directory and
the migration check; on PostgreSQL it is shorter.`
    await writeSection('server', 'Server: start-up and the site lookup', `${table}\n\n${notes}`)
    console.log(table)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
