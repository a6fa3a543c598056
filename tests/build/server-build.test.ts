import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm test` builds the server (build/server-build.mjs) with the app; this checks what `npm start` loads.
const serverBuild = path.resolve('server-build')

async function builtScripts(): Promise<string[]> {
  const files = (await readdir(serverBuild)).filter((file) => file.endsWith('.js'))
  return Promise.all(files.map((file) => readFile(path.join(serverBuild, file), 'utf8')))
}

describe('the server build', () => {
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
