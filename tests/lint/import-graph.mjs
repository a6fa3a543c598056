// The import-graph check of `npm run lint`: no cycle among the files of server/ or src/ (type-only
// imports included), no cycle among server modules, no module reaching into another's internals,
// no infrastructure importing a module, and no module folder missing from the module list
// (rules in import-graph/check-import-graph.mjs).
//
// node tests/lint/import-graph.mjs [root] [file…]   root: the repository by default; files:
// relative to it, every .ts and .tsx file of its server/ and src/ by default.
import path from 'node:path'
import process from 'node:process'
import { checkImportGraph, rules } from './import-graph/check-import-graph.mjs'

const [rootArgument, ...files] = process.argv.slice(2)
const root = path.resolve(rootArgument ?? path.join(import.meta.dirname, '../..'))
const findings = checkImportGraph(root, files.length > 0 ? files : undefined)

if (findings.length === 0) {
  console.log('Import graph: no cycle, every module imports others through their public.ts, infrastructure imports no module, every module is listed.')
} else {
  for (const [rule, title] of Object.entries(rules)) {
    const found = findings.filter((finding) => finding.rule === rule)
    if (found.length === 0) continue
    console.error(`\nImport graph, ${title} (${found.length}):`)
    for (const finding of found) console.error(`  ${finding.text}`)
  }
  const counts = Object.entries(rules)
    .map(([rule, title]) => [title, findings.filter((finding) => finding.rule === rule).length])
    .filter(([, count]) => count > 0)
    .map(([title, count]) => `${count} × ${title}`)
  console.error(`\nImport graph: ${findings.length} ${findings.length === 1 ? 'finding' : 'findings'} (${counts.join(', ')}).`)
  process.exitCode = 1
}
