// Which module depends on which: module A depends on module B when a file of A reaches a file of B,
// directly or through files that belong to no module (server/repositories.ts, say), so a module
// cannot hide its dependency behind a shared file.
import { moduleOf } from './server-modules.mjs'

/**
 * A map from each module to the modules it depends on, and for each such pair the shortest chain of
 * files that makes it, `[file of A, …, file of B]`.
 */
export function moduleDependencies(edges) {
  const filesByModule = new Map()
  for (const file of edges.keys()) {
    const name = moduleOf(file)
    if (name === undefined) continue
    if (!filesByModule.has(name)) filesByModule.set(name, [])
    filesByModule.get(name).push(file)
  }
  const dependencies = new Map()
  const chains = new Map()
  for (const [name, files] of [...filesByModule].sort(([a], [b]) => a.localeCompare(b))) {
    const cameFrom = new Map(files.map((file) => [file, null]))
    const queue = [...files]
    const reached = []
    for (let head = 0; head < queue.length; head += 1) {
      const file = queue[head]
      for (const target of edges.get(file) ?? []) {
        if (cameFrom.has(target)) continue
        const other = moduleOf(target)
        if (other === name) continue
        cameFrom.set(target, file)
        if (other === undefined) queue.push(target)
        else if (!reached.includes(other)) {
          reached.push(other)
          const chain = [target]
          for (let step = file; step !== null; step = cameFrom.get(step)) chain.unshift(step)
          chains.set(`${name}→${other}`, chain)
        }
      }
    }
    dependencies.set(name, reached.sort())
  }
  return { dependencies, chainOf: (from, to) => chains.get(`${from}→${to}`) }
}
