import { describe, expect, it } from 'vitest'
import { renderDelta } from '../../../src/rich-text/render-delta'
import { documentCarrying } from './fixtures/xss-documents'
import { xssPayloads } from './fixtures/xss-payloads'

const rendererTags = new Set(
  'p br h1 h2 h3 h4 h5 h6 blockquote strong em u s sub sup span a img iframe ol ul li input pre code table tbody tr td'.split(' '),
)
const rendererClasses = new Set([
  'ql-formula', 'ql-video', 'ql-code-block', 'ql-table', 'ql-checklist', 'ql-checked', 'ql-unchecked', 'hljs',
  'ql-align-left', 'ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-direction-rtl',
  'ql-font-serif', 'ql-font-monospace', 'ql-size-small', 'ql-size-large', 'ql-size-huge',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((level) => `ql-indent-${level}`),
])
const linkProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:'])
const webImageData = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i
const embedAddress = /^https:\/\/(?:www\.youtube\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/[0-9]+(?:\?h=[0-9a-f]+)?)$/
const pageAddress = 'http://marque.test/page'

/** Everything in the markup that is not what the renderer may produce, described for the failure message. */
function unsafeParts(html: string): string[] {
  const problems: string[] = []
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.localName
    // KaTeX and highlight.js build their own markup from escaped input; only its attributes are checked.
    const library = element.parentElement?.closest('.ql-formula, code.hljs')
    const trustedLibraryMarkup = library !== null && library !== undefined
    if (!rendererTags.has(tag) && !trustedLibraryMarkup) problems.push(`<${tag}>`)
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) problems.push(`${tag}[${name}]`)
      if (name === 'style' && /expression\(|url\(|javascript:|behavior|binding|@import/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) {
        problems.push(`${tag}[style=${value}]`)
      }
      // Where addresses may appear (a, img, iframe) the checks below parse them as a browser would.
      const carriesUrl = /^(?:href|src|action|formaction|xlink:href|srcdoc|background|poster|data|dynsrc|lowsrc)$/i.test(name)
      if (carriesUrl && !['a', 'img', 'iframe'].includes(tag)) problems.push(`${tag}[${name}]`)
    }
    const classes = [...element.classList]
    if (!trustedLibraryMarkup && tag !== 'span' && classes.some((name) => !rendererClasses.has(name))) problems.push(`${tag}.${classes.join('.')}`)
    if (tag === 'span' && !trustedLibraryMarkup) {
      if (classes.some((name) => !rendererClasses.has(name))) problems.push(`span.${classes.join('.')}`)
      const style = element.getAttribute('style')
      if (style !== null && !/^(?:(?:color|background-color): [#a-z0-9(),.%/ +-]+(?:; )?)+$/.test(style)) problems.push(`span[style=${style}]`)
    }
    if (tag === 'a') {
      const href = element.getAttribute('href') ?? ''
      if (href !== 'about:blank' && !linkProtocols.has(new URL(href, pageAddress).protocol)) problems.push(`a[href=${href}]`)
      if (element.getAttribute('rel') !== 'noopener noreferrer') problems.push('a without rel')
    }
    if (tag === 'img') {
      const src = element.getAttribute('src') ?? ''
      const protocol = URL.canParse(src, pageAddress) ? new URL(src, pageAddress).protocol : 'invalid'
      if (src !== '' && protocol !== 'http:' && protocol !== 'https:' && !webImageData.test(src)) problems.push(`img[src=${src}]`)
    }
    if (tag === 'iframe') {
      if (!embedAddress.test(element.getAttribute('src') ?? '')) problems.push(`iframe[src=${element.getAttribute('src')}]`)
      if (!element.hasAttribute('sandbox')) problems.push('iframe without sandbox')
    }
    if (tag === 'input' && (element.getAttribute('type') !== 'checkbox' || !element.hasAttribute('disabled'))) problems.push('input')
  }
  return problems
}

describe('rendered HTML against the XSS corpus', () => {
  it('holds at least 150 different payloads', () => {
    expect(new Set(xssPayloads).size).toBe(xssPayloads.length)
    expect(xssPayloads.length).toBeGreaterThanOrEqual(150)
  })

  it('finds the unsafe parts of raw markup, so a clean result means something', () => {
    expect(unsafeParts(`<img src=x onerror="top.__xss=true">`)).toContain('img[onerror]')
    expect(unsafeParts(`<script>top.__xss=true</script>`)).toContain('<script>')
    expect(unsafeParts(`<a href=" java\tscript:alert(1)" rel="noopener noreferrer">x</a>`)).toContain('a[href= java\tscript:alert(1)]')
    expect(unsafeParts(`<span class="ql-font-serif evil">x</span>`)).toContain('span.ql-font-serif.evil')
    expect(unsafeParts(`<span style="color: red; background: url(x)">x</span>`).length).toBeGreaterThan(0)
    expect(unsafeParts(`<iframe src="https://evil.test/"></iframe>`)).toContain('iframe[src=https://evil.test/]')
  })

  it.each(xssPayloads.map((payload, index) => [index, payload] as const))('payload %i renders to nothing unsafe: %j', (_index, payload) => {
    const html = renderDelta(documentCarrying(payload))
    expect(unsafeParts(html)).toEqual([])
    const document = new DOMParser().parseFromString(html, 'text/html')
    expect(document.querySelectorAll('script, style, object, embed, base, meta, link, form').length).toBe(0)
    for (const anchor of document.querySelectorAll('a')) {
      const href = anchor.getAttribute('href') ?? ''
      expect(new URL(href, pageAddress).protocol).not.toBe('javascript:')
      expect(href).not.toMatch(/^[\s\u0000-\u001f]*j[\s]*a[\s]*v[\s]*a[\s]*s[\s]*c[\s]*r[\s]*i[\s]*p[\s]*t[\s]*:/i)
    }
  })
})
