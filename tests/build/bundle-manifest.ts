import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { bundleFactsFile, type BundleFacts } from '../../build/bundle-facts-plugin'

export interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
  readonly css?: readonly string[]
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>

/** The production build the tests read: `dist/` at the project's root. */
export const dist = path.resolve(import.meta.dirname, '..', '..', 'dist')

/** The build's manifest (vite.config.ts sets build.manifest), which says which chunk imports which. */
export function readManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest
}

/** The manifest key of the chunk built from a source file (route files carry TanStack's split suffix). */
export function chunkKeyOf(manifest: ViteManifest, source: string): string {
  const key = Object.keys(manifest).find((name) => name === source || name.startsWith(`${source}?`))
  if (key === undefined) throw new Error(`No chunk in the build for ${source}`)
  return key
}

/** The chunks a page loads before it can run: the given ones and everything they import statically. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen]
}

export function chunkText(distDir: string, manifest: ViteManifest, key: string): string {
  const chunk = manifest[key]
  if (chunk === undefined) throw new Error(`No chunk ${key} in the manifest`)
  return readFileSync(path.join(distDir, chunk.file), 'utf8')
}

/** What the chunks weigh together, each compressed with brotli as a browser would fetch it. */
export function brotliBytes(distDir: string, manifest: ViteManifest, keys: readonly string[]): number {
  return keys.reduce((sum, key) => sum + zlib.brotliCompressSync(Buffer.from(chunkText(distDir, manifest, key), 'utf8')).length, 0)
}

/** The addresses the build's service worker (sw.js) precaches. */
export function precachedUrls(distDir: string): string[] {
  const worker = readFileSync(path.join(distDir, 'sw.js'), 'utf8')
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!)
}

/** Which modules each page entry's chunks hold, written by the build itself (build/bundle-facts-plugin.ts). */
export function readBundleFacts(distDir: string): BundleFacts {
  return JSON.parse(readFileSync(path.join(distDir, bundleFactsFile), 'utf8')) as BundleFacts
}

/** A module of a package, as the bundle facts name it: `node_modules/react/index.js`. */
export const inPackage = (packagePattern: string) => new RegExp(`(^|/)node_modules/(${packagePattern})/`)

/** The app's UI, state, schema and router packages, as an `inPackage` pattern: no public page built on its own may carry them. */
export const appPackages = 'react|react-dom|@chakra-ui/[^/]+|@emotion/[^/]+|zod|@reduxjs/toolkit|redux|@tanstack/[^/]+'
