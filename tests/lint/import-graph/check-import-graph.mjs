// Every rule of the import graph, as findings a person can act on: each names its files.
import { cyclesThrough, cyclicComponents } from './cycles.mjs'
import { importEdges } from './import-edges.mjs'
import { moduleDependencies } from './module-graph.mjs'
import { definitionFileOf, isInfrastructure, isUnderModules, moduleFolders, moduleList, moduleOf, publicFileOf } from './server-modules.mjs'
import { sourceFiles } from './source-files.mjs'

export const rules = {
  fileCycle: 'a cycle among files',
  moduleCycle: 'a cycle among modules',
  internals: "a module's internals imported",
  infrastructure: 'infrastructure importing a module',
  unlisted: 'a module not in the module list',
}

const chain = (files) => files.join(' → ')

function fileCycles(edges) {
  return cyclicComponents(edges).flatMap((component) =>
    cyclesThrough(edges, component).map((cycle) => ({ rule: 'fileCycle', text: chain(cycle) })),
  )
}

function moduleCycles(edges) {
  const { dependencies, chainOf } = moduleDependencies(edges)
  return cyclicComponents(dependencies).flatMap((component) =>
    cyclesThrough(dependencies, component).map((cycle) => {
      const steps = cycle.slice(1).map((to, step) => `    ${chain(chainOf(cycle[step], to))}`)
      return { rule: 'moduleCycle', text: [`modules ${chain(cycle)}:`, ...steps].join('\n') }
    }),
  )
}

/** What `file` may import of another module: its public.ts, and for the module list its module.ts. */
function mayImport(file, target) {
  const owner = moduleOf(target)
  if (owner === undefined || owner === moduleOf(file)) return true
  if (file === moduleList) return target === definitionFileOf(owner)
  if (moduleOf(file) === undefined) return true
  return target === publicFileOf(owner)
}

function boundaryImports(edges) {
  const findings = []
  for (const [file, targets] of edges) {
    for (const target of targets) {
      if (isInfrastructure(file) && isUnderModules(target)) {
        findings.push({ rule: 'infrastructure', text: `${file} imports ${target} (infrastructure imports no module: the module registers itself with it instead)` })
      } else if (!mayImport(file, target)) {
        const allowed = file === moduleList ? definitionFileOf(moduleOf(target)) : publicFileOf(moduleOf(target))
        findings.push({ rule: 'internals', text: `${file} imports ${target} (of another module, import only ${allowed})` })
      }
    }
  }
  return findings
}

function unlistedModules(root, edges) {
  const listed = new Set(edges.get(moduleList) ?? [])
  return moduleFolders(root)
    .filter((name) => !listed.has(definitionFileOf(name)))
    .map((name) => ({ rule: 'unlisted', text: `server/modules/${name} (not in the module list: ${moduleList} must import ${definitionFileOf(name)})` }))
}

/** Every finding over the server's and the app's files under `root` (or only `files`, relative to it). */
export function checkImportGraph(root, files = sourceFiles(root)) {
  const edges = importEdges(root, files)
  return [...fileCycles(edges), ...moduleCycles(edges), ...boundaryImports(edges), ...unlistedModules(root, edges)]
}
