// `npm test`: make sure Chromium is there, run `npm run lint` (types, ESLint, knip, copy/paste; any
// finding fails the run), build the app once, then run every Vitest project (unit, api, browser)
// in a shuffled order. Extra arguments go to Vitest, e.g. `npm test -- --project api`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import process from 'node:process'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (existsSync(path)) return path
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian\'s chromium package…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (run('apt-get', ['update', '-qq'], { env }) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0 && existsSync(path)) {
      return path
    }
  }
  console.error(
    `Browser tests need Chromium at ${path}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  )
  process.exit(1)
}

const chromium = ensureChromium()
const lint = run('npm', ['run', 'lint'])
if (lint !== 0) process.exit(lint)
const build = run('npx', ['vite', 'build', '--logLevel', 'warn'])
if (build !== 0) process.exit(build)
process.exit(run('npx', ['vitest', 'run', ...process.argv.slice(2)], { env: { ...process.env, CHROMIUM_PATH: chromium } }))
