// `npm test`: make sure Chromium and pdftoppm are there, find a PostgreSQL server for the API suite (it runs on
// PGlite always, and on PostgreSQL too when one is reachable), build the app once, then run every
// Vitest project (unit, api, browser) in a shuffled order while `npm run lint` (types, ESLint, the import
// graph, knip, copy/paste) runs beside them; any finding of either fails the run. Extra arguments go to Vitest,
// e.g. `npm test -- --project api`.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import process from 'node:process'
import pg from 'pg'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** Installs Debian packages before the run (never in the middle of it), when root with apt. */
function aptInstall(packages) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false
  console.log(`Installing ${packages.join(', ')} from Debian's packages…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return run('apt-get', ['update', '-qq'], { env }) === 0 && run('apt-get', ['install', '-y', '-qq', ...packages], { env }) === 0
}

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

/**
 * What the tests need from the system: Chromium for the browser tests and poppler's pdftoppm to
 * draw exported PDFs back into pixels. Installed when missing and possible, else the run stops
 * saying how to install them.
 */
function ensureSystemTools() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  const missing = [
    ...(existsSync(chromium) || process.env.CHROMIUM_PATH ? [] : ['chromium']),
    ...(onPath('pdftoppm') ? [] : ['poppler-utils']),
  ]
  if (missing.length > 0) aptInstall(missing)
  const problems = []
  if (!existsSync(chromium)) problems.push(`Browser tests need Chromium at ${chromium}: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`)
  if (!onPath('pdftoppm')) problems.push('The QR export tests read PDFs back with pdftoppm: install it (Debian/Ubuntu: sudo apt-get install poppler-utils).')
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem)
    process.exit(1)
  }
  return chromium
}

/** The local server a fresh Debian machine has: user postgres, trusted on the loopback. */
const localPostgres = 'postgres://postgres@127.0.0.1:5432/postgres'

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** Starts the machine's PostgreSQL cluster as CI does, when it is installed, down, and we may. */
function startLocalPostgres() {
  if (!isRoot || !existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/etc/postgresql')) return
  const [version] = readdirSync('/etc/postgresql')
  if (!version) return
  console.log(`PostgreSQL ${version} is installed but not answering: starting it…`)
  run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'])
}

/**
 * The PostgreSQL the API suite also runs on: DATABASE_URL when set, else the local server when it
 * answers (started first when it is installed and down). MARQUE_TEST_POSTGRES=off keeps to PGlite.
 */
async function findPostgres() {
  if (process.env.MARQUE_TEST_POSTGRES === 'off') return { url: null, why: 'MARQUE_TEST_POSTGRES=off' }
  const url = process.env.DATABASE_URL || localPostgres
  if (await reachable(url)) return { url }
  if (!process.env.DATABASE_URL) {
    startLocalPostgres()
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if (await reachable(url)) return { url }
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  if (process.env.DATABASE_URL) {
    console.error(`DATABASE_URL is set but no PostgreSQL answers there (${redacted(url)}); fix it or unset it to test on PGlite only.`)
    process.exit(1)
  }
  return { url: null, why: `no PostgreSQL answers at ${localPostgres}; set DATABASE_URL to test on one` }
}

/** A database address without its password, for printing. */
function redacted(url) {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

const chromium = ensureSystemTools()
const postgres = await findPostgres()
const databases = postgres.url ? `PGlite and PostgreSQL (${redacted(postgres.url)})` : `PGlite only (${postgres.why})`
console.log(`The API suite runs on ${databases}.`)
// The lint reads the sources and writes nothing: it runs beside the build and the tests (which
// spend much of their time waiting), its report printed in one piece when it ends.
const lintRun = spawn('npm', ['run', 'lint'], { stdio: ['ignore', 'pipe', 'pipe'] })
const lint = new Promise((resolve) => {
  const child = lintRun
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  child.on('error', (error) => resolve({ status: 1, report: String(error) }))
  child.on('close', (code) => {
    const report = Buffer.concat(output).toString('utf8')
    console.log(`\n— npm run lint ${code === 0 ? 'passed' : 'FAILED'} —\n${report}`)
    resolve({ status: code ?? 1, report })
  })
})
const build = run('npx', ['vite', 'build', '--logLevel', 'warn'])
if (build !== 0) {
  lintRun.kill()
  process.exit(build)
}
// The server the tests start, as `npm start` runs it (built once here, not by the first test).
const serverBuild = run('node', ['build/server-build.mjs'])
if (serverBuild !== 0) {
  lintRun.kill()
  process.exit(serverBuild)
}
const env = { ...process.env, CHROMIUM_PATH: chromium, ...(postgres.url ? { DATABASE_URL: postgres.url } : {}) }
if (!postgres.url) delete env.DATABASE_URL
const status = await new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { env, stdio: 'inherit' })
  child.on('error', () => resolve(1))
  child.on('close', (code) => resolve(code ?? 1))
})
console.log(`The API suite ran on ${databases}.`)
const linted = await lint
if (linted.status !== 0) console.error('npm run lint failed: its report is above.')
process.exit(status !== 0 ? status : linted.status)
