// The files the import graph is drawn over: every TypeScript file of the server and of the app.
import { readdirSync } from 'node:fs'
import path from 'node:path'

const parts = ['server', 'src']
const typescriptFile = /\.(ts|tsx|mts|cts)$/

/** Paths relative to `root`, with forward slashes, sorted so every report reads the same. */
export function sourceFiles(root) {
  const files = []
  const walk = (folder) => {
    let entries
    try {
      entries = readdirSync(path.join(root, folder), { withFileTypes: true })
    } catch (error) {
      if (error.code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (typescriptFile.test(entry.name)) files.push(relative)
    }
  }
  for (const part of parts) walk(part)
  return files.sort()
}
