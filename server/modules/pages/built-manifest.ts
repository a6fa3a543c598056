import fs from 'node:fs/promises'
import path from 'node:path'

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }

/** The build's manifest (dist/.vite/manifest.json): each entry's chunk, its stylesheets and what it imports. */
export type BuiltManifest = Record<string, ManifestChunk>

/** The manifest the build wrote into `staticDir`; empty when the build has none. */
export async function readBuiltManifest(staticDir: string): Promise<BuiltManifest> {
  try {
    return JSON.parse(await fs.readFile(path.join(staticDir, '.vite', 'manifest.json'), 'utf8')) as BuiltManifest
  } catch {
    // A build without its manifest: formulas and code show as the renderer writes them, unstyled.
    return {}
  }
}

/** The stylesheets a lazily loaded part of rich text brings (KaTeX, highlight.js), from the build's manifest. */
export function stylesheetsOf(manifest: BuiltManifest, source: string): string[] {
  const seen = new Set<string>()
  const css: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    css.push(...(manifest[key]?.css ?? []))
    manifest[key]?.imports?.forEach(visit)
  }
  visit(source)
  return [...new Set(css)]
}
