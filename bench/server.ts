import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { median, projectRoot, writeSection } from './report'

export const tsx = path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs')

/** `npm start`'s command line after `node` (package.json): the bench measures what operators run. */
export async function npmStartArguments(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }
  return scripts.start.split(/\s+/).slice(1)
}

/** Starts a server on port 0 at the default configuration and reads the port it prints ("… is serving on http://host:port"). */
export async function spawnNode(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let stdout = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk
      const match = /is serving on http:\/\/\S+:(\d+)$/m.exec(stdout)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${String(code)}) before listening`)))
  })
  return { child, port }
}

const startMarque = async (dataDir: string) => spawnNode(await npmStartArguments(), { DATA_DIR: dataDir })

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

/** Time from `npm start` (app and server already built) until the first answer. */
async function startTime(dataDir: string): Promise<number> {
  const started = performance.now()
  const { child, port } = await startMarque(dataDir)
  const ms = await untilAnswer(port, started)
  await stop(child)
  return ms
}

/** Headers of one answer, or of the connection, that a bare route's server writes itself. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type'])

/** The hot routes at the default configuration, with the aims (Marque / bare, %). */
const routes = [
  { path: '/api/sites/localhost', aim: 80 },
  { path: '/vcard/demo', aim: 50 },
  { path: '/api/vcards/demo/vcard.vcf', aim: 50 },
  { path: '/manifest.webmanifest', aim: 80 },
]

/** The server's resident memory at rest (started on an existing DATA_DIR, ten seconds idle), in MB. */
async function restingRssOf(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}

/** Rounds of the three servers per route: Marque and its two baselines, one run each. */
const rounds = 5

type Load = { rps: number; p99: number }

async function load(url: string): Promise<Load> {
  const result = await autocannon({ url, connections: 10, duration: 5, headers: { host: 'localhost' } })
  return { rps: result.requests.average, p99: result.latency.p99 }
}

export async function benchServer() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-bench-'))
  try {
    const firstStart = await startTime(dataDir)
    const restarts: number[] = []
    for (let i = 0; i < 3; i++) restarts.push(await startTime(dataDir))

    const { child: marque, port } = await startMarque(dataDir)
    await untilAnswer(port, performance.now())
    const restingRss = await restingRssOf(marque)
    const marqueUrl = (route: string) => `http://127.0.0.1:${port}${route}`
    // The baselines answer each route's exact body (as Marque answers it now) from a bare route:
    // one with only its content type, as the figures were measured, and one with every
    // header Marque sends beside it (the security headers, the validators), so the two ratios
    // part what the headers cost from what Marque's own work per request costs.
    const bodies: Record<string, { type: string; body: string; headers?: Record<string, string> }> = {}
    const answers: typeof bodies = {}
    for (const route of routes) {
      const answer = await fetch(marqueUrl(route.path), { headers: { host: 'localhost' } })
      const type = answer.headers.get('content-type') ?? 'text/plain'
      const body = await answer.text()
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !perConnection.has(name)))
      bodies[route.path] = { type, body }
      answers[route.path] = { type, body, headers }
    }
    const { child: bare, port: barePort } = await spawnNode([tsx, 'bench/bare-server.ts'], { BARE_BODIES: JSON.stringify(bodies) })
    const { child: same, port: samePort } = await spawnNode([tsx, 'bench/bare-server.ts'], { BARE_BODIES: JSON.stringify(answers) })
    await untilAnswer(barePort, performance.now())
    await untilAnswer(samePort, performance.now())
    const bareUrl = (route: string) => `http://127.0.0.1:${barePort}${route}`
    const sameUrl = (route: string) => `http://127.0.0.1:${samePort}${route}`

    const rows: string[] = []
    const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`
    for (const route of routes) {
      // Warm all three, then measure in turn so a noisy neighbour hits each alike.
      await load(bareUrl(route.path))
      await load(sameUrl(route.path))
      await load(marqueUrl(route.path))
      // Rounds of one run each, in an order that turns from round to round; each ratio is the
      // median of the rounds' own ratios, so a neighbour's load that comes and goes between
      // rounds weighs on both sides of each.
      const runs = { bare: [] as Load[], same: [] as Load[], marque: [] as Load[] }
      const urls = { bare: bareUrl(route.path), same: sameUrl(route.path), marque: marqueUrl(route.path) }
      const order = ['bare', 'same', 'marque'] as const
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < order.length; i++) {
          const server = order[(round + i) % order.length]!
          runs[server].push(await load(urls[server]))
        }
      }
      const rps = (server: keyof typeof runs) => median(runs[server].map((run) => run.rps))
      const p99 = (server: keyof typeof runs) => median(runs[server].map((run) => run.p99))
      const ratio = (server: 'bare' | 'same') => median(runs.marque.map((run, round) => run.rps / runs[server][round]!.rps))
      rows.push(
        `| \`GET ${route.path}\` | ${Math.round(rps('marque'))} req/s, p99 ${p99('marque')} ms | ${Math.round(rps('bare'))} req/s, p99 ${p99('bare')} ms | **${percent(ratio('bare'))}** (aim ≥ ${route.aim} %) | ${Math.round(rps('same'))} req/s, p99 ${p99('same')} ms | ${percent(ratio('same'))} |`,
      )
    }
    await stop(marque)
    await stop(bare)
    await stop(same)

    const table = [
      '| measure | figure |',
      '|---|---|',
      `| first \`npm start\` on an empty DATA_DIR (migrate + seed) until the first answer | ${Math.round(firstStart)} ms |`,
      `| \`npm start\` on an existing DATA_DIR until the first answer (median of 3) | ${Math.round(median(restarts))} ms (aim ≤ 1500 ms) |`,
      `| memory at rest: RSS of the server process on PGlite, 10 s after its first answer | ${restingRss} MB (aim ≤ 250 MB) |`,
      '',
      `| route, default configuration (autocannon, 10 connections, 5 s; median of ${rounds} rounds, each a run of Marque and of both baselines) | Marque | the same body from a bare Fastify route | Marque / bare | the same answer, headers and body, from a bare Fastify route | Marque / that |`,
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n')
    const notes = `At the default configuration (\`LOG_LEVEL=info\`) a healthy request writes no log line
(docs/server.md). Sites are cached by host name in each server process and dropped in every
process when one changes; card views and contact saves are counted in memory and written every
second. Start-up is mostly PGlite opening its data directory and the migration check; on
PostgreSQL it is shorter. Memory at rest is PGlite's WebAssembly heap (about 130 MB with 16 MB of
shared buffers) and Node's own. The aims are the issue's, against the bare route that sends the
same body with only its content type. The second baseline sends Marque's whole answer, its security
headers (docs/decisions.md) and validators too, so its ratio is what Marque's own work per request
costs, and the gap between the two ratios is what writing and reading those headers costs.
Each ratio is the median of the rounds' own ratios (Marque's run against the baseline's in the
same round), and the three runs of a round take turns going first: on a shared machine, a ratio of
the three medians moved by 15 points between two runs of the same build.`
    await writeSection('server', 'Server: start-up, memory and the hot routes', `${table}\n\n${notes}`)
    console.log(table)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
