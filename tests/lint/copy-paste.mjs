// The copy/paste check of `npm run lint`: jscpd finds every run of six or more lines that appears
// in two places in server/, src/ or tests/ (options in .jscpd.json), and this fails when there are
// more pairs than the cap. jscpd's own `threshold` is a share of all lines, which loosens as the code
// grows; a count of pairs does not.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const cap = 20
const roots = ['server', 'src', 'tests']

const root = fileURLToPath(new URL('../..', import.meta.url))
// The command line, not jscpd's module: requiring the module also runs its command line.
const jscpd = path.join(root, 'node_modules', '.bin', 'jscpd')
const reportDir = mkdtempSync(path.join(tmpdir(), 'marque-jscpd-'))

try {
  const run = spawnSync(jscpd, ['--config', '.jscpd.json', '--silent', '--reporters', 'json', '--output', reportDir, ...roots], {
    cwd: root,
    encoding: 'utf8',
  })
  if (run.error) throw run.error
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    throw new Error(`jscpd stopped with exit code ${run.status}`)
  }
  const report = JSON.parse(readFileSync(path.join(reportDir, 'jscpd-report.json'), 'utf8'))
  const place = (file) => `${file.name}:${file.start}-${file.end}`
  const pairs = report.duplicates.map((clone) => `  ${place(clone.firstFile)}  ~  ${place(clone.secondFile)}  (${clone.lines} lines)`).sort()

  if (pairs.length > cap) {
    console.error(`Copy/paste check: ${pairs.length} pairs of places share six or more lines; at most ${cap} may.`)
    console.error('Move the shared code into one function or test helper:')
    console.error(pairs.join('\n'))
    process.exitCode = 1
  } else {
    console.log(`Copy/paste check: ${pairs.length} of at most ${cap} pairs of places share six or more lines.`)
    if (pairs.length > 0) console.log(pairs.join('\n'))
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true })
}
