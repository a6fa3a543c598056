import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm test` builds the server (build/server-build.mjs) with the app; this checks what `npm start` loads.
const serverBuild = path.resolve('server-build')

async function builtScripts(): Promise<string[]> {
  const files = (await readdir(serverBuild)).filter((file) => file.endsWith('.js'))
  return Promise.all(files.map((file) => readFile(path.join(serverBuild, file), 'utf8')))
}

/**
 * The packages a built file imports before it runs (static imports), and the built files it imports
 * so or awaits at its top level (an unindented line: `npm start` loads the server after its first lines).
 */
function staticImportsOf(code: string): { packages: string[]; chunks: string[] } {
  const specifiers = [...code.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm)].map((match) => match[1]!)
  const awaited = [...code.matchAll(/^\S.*\bawait import\(["'](\.\/[^"']+)["']\)/gm)].map((match) => match[1]!)
  return { packages: specifiers.filter((specifier) => !specifier.startsWith('.')), chunks: [...specifiers, ...awaited].filter((specifier) => specifier.startsWith('./')) }
}

/** Every package `file` loads before it runs, through the built chunks it imports statically. */
async function packagesLoadedBy(file: string): Promise<Set<string>> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const pending = [file]
  while (pending.length > 0) {
    const next = pending.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    const found = staticImportsOf(await readFile(path.join(serverBuild, next), 'utf8'))
    for (const name of found.packages) packages.add(name)
    pending.push(...found.chunks.map((chunk) => chunk.slice(2)))
  }
  return packages
}

describe('the server build', () => {
  it('loads at start none of the libraries only some requests need: each is imported when first used', async () => {
    const atStart = [...(await packagesLoadedBy('start.js'))]
    // The outbound fetch (webhooks, calendars), push, mail, uploads, object storage (only when a
    // bucket is configured), formulas, code and calendar files; the job queue (its workers start a
    // second after the server listens) and PostgreSQL's driver.
    for (const lazy of ['undici', 'web-push', 'nodemailer', '@tus/server', '@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'katex', 'highlight.js', 'ical.js', 'sharp', 'file-type', 'pg-boss', 'pg', '@fastify/swagger', 'swagger-ui-dist']) {
      expect(atStart.filter((name) => name === lazy || name.startsWith(`${lazy}/`)), lazy).toEqual([])
    }
    // Still in the build, imported when needed (or by a chunk that is).
    const all = (await builtScripts()).join('\n')
    for (const lazy of ['undici', 'web-push', 'nodemailer', '@tus/server', '@aws-sdk/client-s3', 'ical.js', 'katex', 'pg-boss', 'pg']) expect(all).toContain(`"${lazy}"`)
    // The packages every start needs are there, so the walk read the graph.
    expect(atStart).toEqual(expect.arrayContaining(['fastify', '@electric-sql/pglite']))
  })

  it('carries drizzle-orm, zod and its Fastify provider in its own files: no file imports them from node_modules', async () => {
    const scripts = await builtScripts()
    for (const name of ['drizzle-orm', 'zod', 'fastify-type-provider-zod', 'csv-parse', 'csv-stringify']) {
      for (const code of scripts) {
        expect(staticImportsOf(code).packages.filter((specifier) => specifier === name || specifier.startsWith(`${name}/`)), name).toEqual([])
        expect(code, name).not.toMatch(new RegExp(`\\bimport\\(\\s*"${name}(/[^"]*)?"`))
      }
    }
    // One copy of zod serves the routes and the provider that checks them: its error class is defined once.
    expect(scripts.join('\n').match(/\$constructor\("ZodError"/g)).toHaveLength(1)
  })

  it('carries the icons the card draws and loads neither icon set, of thousands of icons, at start', async () => {
    const scripts = await builtScripts()
    for (const code of scripts) {
      expect(code).not.toMatch(/from\s*["']simple-icons["']|import\(\s*["']simple-icons["']\)/)
      expect(code).not.toMatch(/from\s*["']lucide-static["']|import\(\s*["']lucide-static["']\)/)
    }
    const all = scripts.join('\n')
    // The WhatsApp mark and lucide's phone, as their packages draw them, are in the build itself.
    const { siWhatsapp } = await import('simple-icons')
    const { Phone } = await import('lucide-static')
    expect(all).toContain(siWhatsapp.path)
    expect(all).toContain(Phone.match(/ d="([^"]+)"/)![1])
    // And no icon the card does not use.
    const { siZoom } = await import('simple-icons')
    expect(all).not.toContain(siZoom.path)
  })
})
