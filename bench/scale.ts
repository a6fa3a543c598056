import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { sqlExecutor } from '../server/db/client'
import { prepareDatabase } from '../server/prepare-database'
import { writeSection } from './report'
import { cardKeyOf, hostOf, seedScale, type ScaleShape } from './scale-seed'
import { npmStartArguments, spawnNode, stop, tsx, untilAnswer } from './server'

type Options = ScaleShape & { seconds: number; postgresUrl: string | undefined; pglite: boolean }

/**
 * `npm run bench -- --scale [--sites 10000] [--cards 1000000] [--seconds 10] [--only pglite|postgres]`:
 * PGlite, and PostgreSQL too when DATABASE_URL names a server (a scratch database is created there
 * and dropped after); `--only` measures one of them (each takes most of an hour at a million cards).
 */
function optionsOf(args: string[], env: NodeJS.ProcessEnv): Options {
  const number = (flag: string, fallback: number) => {
    const at = args.indexOf(flag)
    if (at < 0) return fallback
    const value = Number(args[at + 1])
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} must be a whole number above 0`)
    return value
  }
  const sites = number('--sites', 10_000)
  const cards = number('--cards', 1_000_000)
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
  if (only !== undefined && only !== 'pglite' && only !== 'postgres') throw new Error('--only must be pglite or postgres')
  const postgresUrl = only === 'pglite' ? undefined : env.DATABASE_URL || undefined
  if (only === 'postgres' && !postgresUrl) throw new Error('--only postgres needs DATABASE_URL to name a PostgreSQL server')
  return { sites, cardsPerSite: Math.max(1, Math.round(cards / sites)), seconds: number('--seconds', 10), postgresUrl, pglite: only !== 'postgres' }
}

type Target = { host: string; path: string }
type Load = { rps: number; p50: number; p99: number }

const randomInt = (max: number) => 1 + Math.floor(Math.random() * max)

/** Each request asks for its own path on its own host, as visitors of many sites do: for `seconds`, or `{ amount }` requests. */
async function load(port: number, length: number | { amount: number }, next: () => Target): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    ...(typeof length === 'number' ? { duration: length } : length),
    requests: [
      {
        setupRequest: (request) => {
          const target = next()
          // As a phone's browser asks: a page it can take compressed comes compressed.
          return { ...request, path: target.path, headers: { ...request.headers, host: target.host, 'accept-encoding': 'gzip, deflate, br' } }
        },
      },
    ],
  })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} answers were not 2xx and ${result.errors} requests failed`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

/** A process and its children (npm runs the server in a child process), each with its resident memory in KB. */
function processTree(rootPid: number): { pid: number; rssKb: number }[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number])
  const pids = new Set([rootPid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, ppid] of rows) {
      if (pids.has(ppid) && !pids.has(pid)) {
        pids.add(pid)
        grew = true
      }
    }
  }
  return rows.filter(([pid]) => pids.has(pid)).map(([pid, , rssKb]) => ({ pid, rssKb }))
}

/** Resident memory of a process and its children, in MB. */
const treeRssMb = (rootPid: number): number => Math.round(processTree(rootPid).reduce((sum, { rssKb }) => sum + rssKb, 0) / 1024)

/** CPU time a process and its children have used, in seconds (user and system, from /proc). */
async function treeCpuSeconds(rootPid: number): Promise<number> {
  let ticks = 0
  for (const { pid } of processTree(rootPid)) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
  }
  return ticks / 100
}

/** Visits the first card of every site once, in order. */
async function visitEverySite(port: number, options: ScaleShape): Promise<void> {
  let site = 0
  await load(port, { amount: options.sites }, () => {
    site = (site % options.sites) + 1
    return { host: hostOf(site), path: `/vcard/${cardKeyOf(site, 1)}` }
  })
}

/**
 * Visits one card of every site, as visitors would, then waits for the server to draw every card
 * page ahead (server/modules/pages/card-page-drawer.ts): until its processes use under a tenth of a
 * core over two seconds. Answers how long that took, in ms.
 */
async function drawAhead(port: number, options: ScaleShape, rootPid: number): Promise<number> {
  const started = performance.now()
  await visitEverySite(port, options)
  for (let before = await treeCpuSeconds(rootPid); ; ) {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const now = await treeCpuSeconds(rootPid)
    if (now - before < 0.2) return performance.now() - started - 2000
    before = now
  }
}

async function dirBytes(dir: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? await dirBytes(full) : (await stat(full)).size
  }
  return total
}

const lookups: { name: string; hot: (shape: ScaleShape) => Target; random: (shape: ScaleShape) => Target }[] = [
  {
    name: 'card page `GET /vcard/{key}`',
    hot: () => ({ host: hostOf(1), path: `/vcard/${cardKeyOf(1, 1)}` }),
    random: ({ sites, cardsPerSite }) => {
      const site = randomInt(sites)
      return { host: hostOf(site), path: `/vcard/${cardKeyOf(site, randomInt(cardsPerSite))}` }
    },
  },
  {
    name: 'card `GET /api/vcards/{key}` (counts a view)',
    hot: () => ({ host: hostOf(1), path: `/api/vcards/${cardKeyOf(1, 1)}` }),
    random: ({ sites, cardsPerSite }) => {
      const site = randomInt(sites)
      return { host: hostOf(site), path: `/api/vcards/${cardKeyOf(site, randomInt(cardsPerSite))}` }
    },
  },
  {
    name: 'site `GET /api/sites/{host}`',
    hot: () => ({ host: hostOf(1), path: `/api/sites/${hostOf(1)}` }),
    random: ({ sites }) => {
      const host = hostOf(randomInt(sites))
      return { host, path: `/api/sites/${host}` }
    },
  },
]

type Measured = {
  kind: string
  seedMs: number
  size: string
  startMs: number
  rssAtRest: number
  rssAfter: number
  /** How long drawing every card page ahead took, after one visit to each site; and what the drawn pages take on disk. */
  drawMs: number
  drawnBytes: number
  rows: { name: string; hot: Load; random: Load }[]
  /** A random card page from bare Fastify that only looks the card up (lookup-floor-server.ts); measured on PostgreSQL. */
  floor: Load | null
}

/**
 * Seeds through `prepare` (a database the demo data is in), serves it with the real server, and
 * loads it; on PostgreSQL (`databaseUrl`), the floor then reads the same database.
 */
async function measure(
  kind: string,
  options: Options,
  setup: { prepare: () => Promise<{ size: () => Promise<string> }>; dataDir: string; databaseUrl: string },
): Promise<Measured> {
  const seeding = performance.now()
  const { size } = await setup.prepare()
  const seedMs = performance.now() - seeding
  console.log(`${kind}: seeded in ${Math.round(seedMs / 1000)} s`)

  const started = performance.now()
  const { child, port } = await spawnNode(await npmStartArguments(), { DATA_DIR: setup.dataDir, DATABASE_URL: setup.databaseUrl })
  try {
    const startMs = await untilAnswer(port, started)
    const rssAtRest = treeRssMb(child.pid!)
    const drawMs = await drawAhead(port, options, child.pid!)
    const drawnBytes = await dirBytes(path.join(setup.dataDir, 'drawn-pages'))
    console.log(`${kind}: drew every card page ahead in ${Math.round(drawMs / 1000)} s (${megabytes(drawnBytes)})`)
    // Drawing took longer than the site cache keeps a site (5 minutes): every site is visited
    // again, as a server serving them all has them cached, so the card runs measure cards.
    await visitEverySite(port, options)
    const rows = []
    for (const lookup of lookups) {
      const warm = Math.min(3, options.seconds)
      await load(port, warm, () => lookup.hot(options))
      const hot = await load(port, options.seconds, () => lookup.hot(options))
      await load(port, warm, () => lookup.random(options))
      const random = await load(port, options.seconds, () => lookup.random(options))
      console.log(`${kind}, ${lookup.name}: hot ${Math.round(hot.rps)} req/s p99 ${hot.p99} ms; random ${Math.round(random.rps)} req/s p99 ${random.p99} ms`)
      rows.push({ name: lookup.name, hot, random })
    }
    const measured = { kind, seedMs, size: await size(), startMs, rssAtRest, rssAfter: treeRssMb(child.pid!), drawMs, drawnBytes, rows }
    if (!setup.databaseUrl) return { ...measured, floor: null }
    const page = await hotCardPage(port, options)
    await stop(child)
    return { ...measured, floor: await measureFloor(setup.databaseUrl, page, options) }
  } finally {
    await stop(child)
  }
}

/** The hot card's page as Marque sends it to a phone's browser (brotli), for the floor to answer with. */
async function hotCardPage(port: number, options: ScaleShape): Promise<Buffer> {
  const { host, path: pagePath } = lookups[0]!.hot(options)
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ port, host: '127.0.0.1', path: pagePath, headers: { host, 'accept-encoding': 'br' } }, resolve).on('error', reject),
  )
  const chunks: Buffer[] = []
  for await (const chunk of response) chunks.push(chunk as Buffer)
  if (response.statusCode !== 200 || response.headers['content-encoding'] !== 'br') throw new Error(`the hot card page answered ${response.statusCode} (${response.headers['content-encoding']})`)
  return Buffer.concat(chunks)
}

async function measureFloor(databaseUrl: string, page: Buffer, options: Options): Promise<Load> {
  const { child, port } = await spawnNode([tsx, 'bench/lookup-floor-server.ts'], { DATABASE_URL: databaseUrl, FLOOR_BODY: page.toString('base64') })
  try {
    await load(port, Math.min(3, options.seconds), () => lookups[0]!.random(options))
    const floor = await load(port, options.seconds, () => lookups[0]!.random(options))
    console.log(`the lookup floor: random ${Math.round(floor.rps)} req/s p99 ${floor.p99} ms`)
    return floor
  } finally {
    await stop(child)
  }
}

const adminEmail = 'admin@example.com'
const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

async function measurePglite(options: Options): Promise<Measured> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-scale-'))
  try {
    return await measure('PGlite', options, {
      prepare: async () => {
        const database = await prepareDatabase({ databaseUrl: undefined, dataDir, adminEmail, files: { kind: 'disk' } })
        try {
          await seedScale(sqlExecutor(database), options, (line) => console.log(`PGlite: ${line}`))
        } finally {
          await database.close()
        }
        const bytes = await dirBytes(path.join(dataDir, 'db'))
        return { size: async () => `${megabytes(bytes)} (DATA_DIR/db)` }
      },
      dataDir,
      databaseUrl: '',
    })
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** In a scratch database on the server DATABASE_URL names, dropped afterwards: the named database is never written. */
async function measurePostgres(options: Options, serverUrl: string): Promise<Measured> {
  const name = `marque_bench_scale_${process.pid}`
  const scratchUrl = new URL(serverUrl)
  scratchUrl.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-scale-'))
  try {
    await admin.query(`create database ${name}`)
    return await measure('PostgreSQL', options, {
      prepare: async () => {
        const database = await prepareDatabase({ databaseUrl: scratchUrl.href, dataDir, adminEmail, files: { kind: 'disk' } })
        try {
          await seedScale(sqlExecutor(database), options, (line) => console.log(`PostgreSQL: ${line}`))
        } finally {
          await database.close()
        }
        return {
          size: async () => {
            const { rows } = await admin.query<{ bytes: string; buffers: string }>(
              "select pg_database_size($1) as bytes, current_setting('shared_buffers') as buffers",
              [name],
            )
            return `${megabytes(Number(rows[0]!.bytes))} (the database; PostgreSQL's shared_buffers: ${rows[0]!.buffers})`
          },
        }
      },
      dataDir,
      databaseUrl: scratchUrl.href,
    })
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
const percent = (load: Load, baseline: Load) => `${((load.rps / baseline.rps) * 100).toFixed(0)} %`
const cell = (load: Load) => `${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms`

function report(results: Measured[], options: Options): string {
  const cards = options.sites * options.cardsPerSite
  const sections = results.map((result) => {
    const lookupsTable = [
      '| lookup | the same hot card or site (baseline) | a random one | random / hot |',
      '|---|---|---|---|',
      ...result.rows.map((row) => `| ${row.name} | ${cell(row.hot)} | ${cell(row.random)} | **${percent(row.random, row.hot)}** |`),
      ...(result.floor
        ? [`| the floor: bare Fastify reading the random card as Marque does, then sending the page it holds | Marque's hot card page, above | ${cell(result.floor)} | **${percent(result.floor, result.rows[0]!.hot)}** |`]
        : []),
    ].join('\n')
    const facts = [
      '| measure | figure |',
      '|---|---|',
      `| seeding (migrations, demo data, ${options.sites} sites, ${cards} cards, VACUUM ANALYZE) | ${Math.round(result.seedMs / 1000)} s |`,
      `| size on disk | ${result.size} |`,
      `| \`npm start\` on the seeded database until the first answer | ${ms(result.startMs)} |`,
      `| server RSS at rest / after the runs (the Node processes; PostgreSQL's own memory not counted; after the runs it counts the drawn pages' file as far as it was read) | ${result.rssAtRest} MB / ${result.rssAfter} MB |`,
      `| drawing every card page ahead, from a visit to one card of each site until the server is at rest | ${Math.round(result.drawMs / 1000)} s, ${megabytes(result.drawnBytes)} on disk |`,
    ].join('\n')
    return `### ${result.kind}\n\n${lookupsTable}\n\n${facts}`
  })
  const setup = `${options.sites} sites (each its own brand and verified host), ${options.cardsPerSite} published cards each:
${cards} cards. The server, the database and autocannon share this machine's ${os.cpus().length} cores. autocannon, 10 connections, ${options.seconds} s per figure after a short warm-up, asking
for compression as a phone's browser does (\`gzip, deflate, br\`); every request names its own host (a random card is a random card of a random
site, on that site's host). Target: a random card at least 50 % of the hot one, p99 at most 50 ms,
on PostgreSQL.`
  const missing = [
    options.pglite ? '' : '\n\nPGlite: not measured in this run (`--only postgres`).',
    options.postgresUrl ? '' : '\n\nPostgreSQL: not measured in this run (set DATABASE_URL to a server; a scratch database is used).',
  ].join('')
  const notes = `Before the card runs, one card of every site is visited and the server left to draw every site's
card pages ahead (docs/server.md, "Card pages drawn ahead"): each is drawn, compressed well (brotli
at quality 6) and kept in DATA_DIR/drawn-pages. Drawing takes longer than the site cache keeps a
site (5 minutes), so every site is then visited once more, as a server serving all of them has them
cached. A card page, hot or random, is then answered from the store: the host's site from the site
cache, the brand's number from memory, the page read from the memory-mapped file. The JSON card is read from the database when it is not cached (published
cards, up to 10 000), one index scan prepared once per connection on PostgreSQL. A site is
answered from the site cache (up to 10 000 host names, dropped on every change in every process
and otherwise kept 5 minutes). Views and downloads are counted in memory and written once a
second. On PGlite every query runs on the server's own thread, so a miss holds up every other
request: a site read for the first time costs about 1 ms there.

The floor (PostgreSQL only) is about the most a server can answer a second when it reads each card it
has not cached from the database, on the same machine and database: bare Fastify, no logging, the
host's brand already in memory, Marque's own statement prepared on a pool of ten connections, and then
the page it already holds, compressed, sent as is (bench/lookup-floor-server.ts): about the most a
random card could reach if each one were read from the database. Before the pages were drawn ahead,
Marque's random card page reached a quarter of it.`
  return `${setup}\n\n${sections.join('\n\n')}${missing}\n\n${notes}`
}

export async function benchScale(args: string[]) {
  const options = optionsOf(args, process.env)
  const results = options.pglite ? [await measurePglite(options)] : []
  if (options.postgresUrl) results.push(await measurePostgres(options, options.postgresUrl))
  const body = report(results, options)
  await writeSection('scale', `Scale: ${options.sites} sites, ${options.sites * options.cardsPerSite} cards`, body)
  console.log(body)
}
