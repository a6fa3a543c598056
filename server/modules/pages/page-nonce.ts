/**
 * The build writes one placeholder wherever a page's nonce goes (vite.config.ts, `html.cspNonce`):
 * on its script and stylesheet tags and in `<meta property="csp-nonce">`, where the app reads it
 * for the styles it inserts (src/app/style-cache.ts). The meta tag names the placeholder, so the
 * server needs no copy of it.
 */
const nonceMeta = /<meta property="csp-nonce" nonce="([^"]+)"/

/** The placeholder the build put into the page, or null for a page built without one. */
export const noncePlaceholderOf = (html: string): string | null => nonceMeta.exec(html)?.[1] ?? null

/**
 * The page with this answer's nonce wherever the placeholder stands as a nonce attribute. The
 * placeholder is read from the build's own file, which holds no card's text; text the server
 * writes into a page is escaped, so it can hold no `nonce="…"` attribute either.
 */
export function withNonce(page: string, template: string, nonce: string): string {
  const placeholder = noncePlaceholderOf(template)
  return placeholder === null ? page : page.replaceAll(`nonce="${placeholder}"`, () => `nonce="${nonce}"`)
}

/**
 * A page the same for every visitor (the card page) carries no nonce: its policy names its inline
 * styles by hash and its scripts are the server's own files. The build's marks are taken out.
 */
export function withoutNonceMarks(template: string): string {
  const placeholder = noncePlaceholderOf(template)
  if (placeholder === null) return template
  return template.replace(/<meta property="csp-nonce" nonce="[^"]*"\s*\/?>/, '').replaceAll(` nonce="${placeholder}"`, '')
}
