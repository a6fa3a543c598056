// `npm run lint`: every check runs, even after one has failed, so one run shows every finding;
// the run fails if any check does. Warnings count as findings.
//
// The type checks, ESLint and knip keep what they learnt of each file in node_modules/.cache/, so
// a run after a small change reads again only what changed (tsc and ESLint compare contents, so
// a checkout that touches every file's time costs nothing more; knip compares times and sizes).
// Deleting that folder gives a cold run, as on a clean clone.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const cache = 'node_modules/.cache'
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

const checks = [
  ['types (app, server, tests)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/app.tsbuildinfo`]],
  ['types (service worker)', bin('tsc'), ['-p', 'sw/tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/sw.tsbuildinfo`]],
  ['ESLint', bin('eslint'), ['.', '--max-warnings', '0', '--cache', '--cache-location', `${cache}/eslint/`, '--cache-strategy', 'content']],
  ['import graph', process.execPath, ['tests/lint/import-graph.mjs']],
  ['knip', bin('knip'), ['--cache', '--cache-location', `${cache}/knip`]],
  ['copy/paste', process.execPath, ['tests/lint/copy-paste.mjs']],
]

const failed = []
for (const [name, command, args] of checks) {
  console.log(`\n— ${name}`)
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.error) throw result.error
  if (result.status !== 0) failed.push(name)
  console.log(`  (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`)
}

if (failed.length > 0) {
  console.error(`\nLint failed: ${failed.join(', ')}.`)
  process.exit(1)
}
console.log('\nLint passed.')
