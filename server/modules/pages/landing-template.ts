import fs from 'node:fs/promises'
import path from 'node:path'
import { readBuiltManifest, stylesheetsOf } from './built-manifest'
import { noncePlaceholderOf } from './page-nonce'

/** The build's landing.html, its stylesheets read in (they are inlined), and the stylesheets rich text's formulas and code need. */
export type LandingTemplate = { html: string; css: string; formulaCss: string[]; codeCss: string[] }

/**
 * Reads landing.html as the build wrote it and makes it the server's template: without the build's
 * nonce marks (the page is the same for every visitor; its policy names its stylesheet by hash),
 * and with its stylesheets inlined, so the first paint waits for no request but the page's own.
 */
export async function readLandingTemplate(staticDir: string, html: string): Promise<LandingTemplate> {
  const placeholder = noncePlaceholderOf(html)
  let page = placeholder === null ? html : html.replace(/<meta property="csp-nonce" nonce="[^"]*"\s*\/?>/, '').replaceAll(` nonce="${placeholder}"`, '')
  let css = ''
  for (const match of page.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    css += await fs.readFile(path.join(staticDir, match[1]!), 'utf8')
    page = page.replace(match[0], '')
  }
  const manifest = await readBuiltManifest(staticDir)
  return {
    html: page,
    // Nothing in a stylesheet of the build can close the element it is put into.
    css: css.replace(/<\/style/gi, '<\\/style'),
    formulaCss: stylesheetsOf(manifest, 'src/rich-text/browser-formula.ts'),
    codeCss: stylesheetsOf(manifest, 'src/rich-text/browser-highlight.ts'),
  }
}
