import path from 'node:path'
import type { Plugin, Rollup } from 'vite'

/** What a page's entry brings into the browser, by module (paths from the project's root). */
type EntryFacts = {
  /** The modules of the chunks the page loads before its code runs: the entry and its static imports. */
  readonly beforeRunning: readonly string[]
  /** The modules of the chunks it may fetch later (its dynamic imports, and what they import). */
  readonly later: readonly string[]
}
/** Keyed as Vite's manifest keys the entries: `card.html`, `landing.html`. */
export type BundleFacts = Readonly<Record<string, EntryFacts>>

export const bundleFactsFile = '.vite/bundle-facts.json'

/**
 * Writes `.vite/bundle-facts.json` beside Vite's manifest: for each page entry named, which modules
 * its chunks hold before its code runs and which it may fetch later. The bundle tests read it, so
 * they check the build that ships rather than a build of their own.
 */
export function bundleFactsPlugin(entries: readonly string[]): Plugin {
  let root = process.cwd()
  return {
    name: 'marque:bundle-facts',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])))
      const reached = (start: string, follow: (chunk: Rollup.OutputChunk) => readonly string[]) => {
        const seen = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName)
          if (!chunk || seen.has(fileName)) return
          seen.add(fileName)
          follow(chunk).forEach(visit)
        }
        visit(start)
        return seen
      }
      const modulesOf = (fileNames: Iterable<string>) =>
        [...new Set([...fileNames].flatMap((fileName) => chunks.get(fileName)!.moduleIds))].map((id) => (path.isAbsolute(id) ? path.relative(root, id) : id).split(path.sep).join('/')).sort()

      const facts: Record<string, EntryFacts> = {}
      for (const entry of entries) {
        const chunk = [...chunks.values()].find((candidate) => candidate.isEntry && candidate.facadeModuleId === path.join(root, entry))
        if (!chunk) this.error(`The build has no entry ${entry} to write the bundle facts of`)
        const first = reached(chunk.fileName, (from) => from.imports)
        const all = reached(chunk.fileName, (from) => [...from.imports, ...from.dynamicImports])
        facts[entry] = { beforeRunning: modulesOf(first), later: modulesOf([...all].filter((fileName) => !first.has(fileName))) }
      }
      this.emitFile({ type: 'asset', fileName: bundleFactsFile, source: `${JSON.stringify(facts, null, 1)}\n` })
    },
  }
}
