// `npm run lint`: every check runs, even after one has failed, so one run shows every finding;
// the run fails if any check does. Warnings count as findings.
//
// Each check is one process that keeps one core busy, so as many run at once as there are cores,
// the longest first; each one's report is printed whole, in the order below.
//
// The type checks, ESLint and knip keep what they learnt of each file in node_modules/.cache/, so
// a run after a small change reads again only what changed (tsc and ESLint compare contents, so
// a checkout that touches every file's time costs nothing more; knip compares times and sizes).
// Deleting that folder gives a cold run, as on a clean clone.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const cache = 'node_modules/.cache'
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

const checks = [
  ['types (app, server, tests)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/app.tsbuildinfo`]],
  ['ESLint', bin('eslint'), ['.', '--max-warnings', '0', '--cache', '--cache-location', `${cache}/eslint/`, '--cache-strategy', 'content']],
  ['copy/paste', process.execPath, ['tests/lint/copy-paste.mjs']],
  ['knip', bin('knip'), ['--cache', '--cache-location', `${cache}/knip`]],
  ['import graph', process.execPath, ['tests/lint/import-graph.mjs']],
  ['types (service worker)', bin('tsc'), ['-p', 'sw/tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/sw.tsbuildinfo`]],
]

/** Runs one check with its output kept: `{ name, passed, report, seconds }`. */
function runCheck([name, command, args]) {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      const report = Buffer.concat(output).toString('utf8').trimEnd()
      resolve({ name, passed: code === 0, report, seconds: (performance.now() - started) / 1000 })
    })
  })
}

const results = new Array(checks.length)
let printed = 0
function printFinished() {
  for (; printed < checks.length && results[printed] !== undefined; printed += 1) {
    const { name, passed, report, seconds } = results[printed]
    console.log(`\n— ${name} (${seconds.toFixed(1)} s${passed ? '' : ', failed'})`)
    if (report !== '') console.log(report)
  }
}

let next = 0
async function lane() {
  while (next < checks.length) {
    const index = next
    next += 1
    results[index] = await runCheck(checks[index])
    printFinished()
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, lane))

const failed = results.filter((result) => !result.passed).map((result) => result.name)
if (failed.length > 0) {
  console.error(`\nLint failed: ${failed.join(', ')}.`)
  process.exit(1)
}
console.log('\nLint passed.')
