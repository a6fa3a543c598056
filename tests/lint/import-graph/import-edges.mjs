// Which of our files each file imports, by TypeScript's own reading and module resolution: type-only
// imports, `export … from`, dynamic `import()`, `import('…')` types and module augmentations all
// count, since each ties the two files together (a type import is still a dependency to untangle).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const repositoryRoot = path.resolve(import.meta.dirname, '../../..')

/** The repository's compiler options, so specifiers resolve as they do for tsc and Vite. */
function compilerOptions() {
  const configFile = path.join(repositoryRoot, 'tsconfig.json')
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const { options, errors } = ts.convertCompilerOptionsFromJson(config.compilerOptions, repositoryRoot, configFile)
  if (errors.length > 0) throw new Error(errors.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n')).join('\n'))
  return options
}

/**
 * A map from each file (relative to `root`) to the files among `files` it imports, each once, in
 * the order written. Imports of packages and of files outside the list are left out.
 */
export function importEdges(root, files) {
  const options = compilerOptions()
  const cache = ts.createModuleResolutionCache(root, (name) => name, options)
  const known = new Set(files)
  const edges = new Map()
  for (const file of files) {
    const absolute = path.join(root, file)
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true)
    const targets = new Set()
    for (const { fileName: specifier } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(specifier, absolute, options, ts.sys, cache)
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue
      const target = path.relative(root, resolvedModule.resolvedFileName).split(path.sep).join('/')
      if (known.has(target)) targets.add(target)
    }
    edges.set(file, [...targets])
  }
  return edges
}
