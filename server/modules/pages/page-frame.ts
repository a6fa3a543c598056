import { textDirection } from '../../../src/i18n/locales'
import { siteLocales } from '../../i18n/request-locale'
import { localeOf, type Translator } from '../../i18n/translator'
import type { DeltaDocument } from '../../../src/domain/delta'
import { documentNeeds } from '../../../src/rich-text/render-document'
import { brandTokens } from '../../../src/theme/brand-tokens'
import { escapeHtml } from '../../html'
import { siteLogo, type SiteRecord } from '../sites/public'
import type { LandingTemplate } from './landing-template'
import { siteHeaderMarkup } from './site-header'
import { languageLinks } from './language-links'

/**
 * The frame of every page of a site the server draws (the home page, content pages, public
 * videos): the build's landing.html with the brand's colours, its header and footer, the page's
 * title, description and link preview, and the page's own content in between.
 */

/** Only the characters a colour or a color-mix() of colours is written with reach the stylesheet. */
const cssValue = (value: string) => value.replace(/[^#a-zA-Z0-9(),.% -]/g, '')

/** The brand's tokens (src/theme/brand-tokens.ts) as the variables landing-page.css reads. */
function brandVariables(site: SiteRecord): string {
  const tokens = brandTokens(site.meta.colors)
  const variables = {
    bg: tokens.bg,
    fg: tokens.fg,
    link: tokens.link,
    'primary-solid': tokens.primary.solid,
    'primary-contrast': tokens.primary.contrast,
    'primary-subtle': tokens.primary.subtle,
    'primary-emphasized': tokens.primary.emphasized,
    'focus-ring': tokens.primary.focusRing,
    'header-bg': tokens.header.bg,
    'header-fg': tokens.header.fg,
    'header-link': tokens.header.link,
  }
  return `:root{${Object.entries(variables)
    .map(([name, value]) => `--mql-${name}:${cssValue(value)}`)
    .join(';')}}`
}

/**
 * A page of a site offering several languages names each language's address for search engines
 * (`?lang=` draws it in that language) and the plain address as the default for anyone else.
 */
function languageAlternates(site: SiteRecord, address: string): string[] {
  const offered = siteLocales(site.meta)
  if (offered.length < 2) return []
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`
  return [...offered.map((locale) => link(locale, `${address}?lang=${locale}`)), link('x-default', address)]
}

/** The whole page inside the body: header, the page's main content, footer. */
function sitePageMarkup(site: SiteRecord, year: number, logoWidth: number | null, page: SitePage, t: Translator): string {
  return [
    '<div id="landing-page" class="mql">',
    siteHeaderMarkup(site, logoWidth, page.path, t),
    `<main id="main" class="mql-main" tabindex="-1">${page.main}</main>`,
    `<footer class="mql-footer">${languageLinks(site.meta, page.path, t, 'mql-languages')}<p>© ${year} ${escapeHtml(site.meta.name)}</p></footer>`,
    '</div>',
  ].join('')
}

/** A page of the site drawn by the server in the landing's frame: the home page, or a content page at /{url}. */
export type SitePage = {
  /** The page's path, which the navigation marks as the current page. */
  path: string
  title: string
  description: string
  /** The address of the link preview's image (the brand's logo when the page has none), or null. */
  image: string | null
  /** The rich-text documents on the page, whose formulas and code need their stylesheets. */
  documents: DeltaDocument[]
  main: string
  /** The link preview's kind (`website` unless said) and any more of its properties, such as a video's. */
  openGraph?: { type: string; more: [property: string, content: string][] }
}

/** The template with the page in it; null when the template has no place for it. */
export function sitePageHtml(
  template: LandingTemplate,
  site: SiteRecord,
  origin: string,
  year: number,
  logoWidth: number | null,
  page: SitePage,
  t: Translator,
): string | null {
  const locale = localeOf(t)
  const slot = '<div id="landing-page"></div>'
  if (!template.html.includes(slot)) return null
  const { name } = site.meta
  const needs = page.documents.reduce((all, doc) => {
    const these = documentNeeds(doc)
    return { formula: all.formula || these.formula, code: all.code || these.code }
  }, { formula: false, code: false })
  const stylesheets = [...(needs.formula ? template.formulaCss : []), ...(needs.code ? template.codeCss : [])]
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`
  const address = `${origin}${page.path}`
  const head = [
    `<link rel="canonical" href="${escapeHtml(address)}" />`,
    ...languageAlternates(site, address),
    meta('og:type', page.openGraph?.type ?? 'website'),
    meta('og:site_name', name),
    meta('og:title', page.title),
    meta('og:description', page.description),
    meta('og:url', address),
    ...(page.image ? [meta('og:image', `${origin}${page.image}`)] : []),
    ...(page.openGraph?.more ?? []).map(([property, content]) => meta(property, content)),
    `<meta name="twitter:card" content="${page.image && page.image !== siteLogo(site) ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="/${escapeHtml(href)}" />`),
    // The page's one stylesheet: the brand's colours, then the built landing-page.css and rich-text.css.
    `<style>${brandVariables(site)}${template.css}</style>`,
    // Without script the phone's menu cannot open: the navigation shows in the header instead.
    '<noscript><style>.mql-menu-button{display:none}.mql-nav{display:block}.mql-nav ul{flex-wrap:wrap}</style></noscript>',
  ].join('')
  const title = page.path === '/' ? name : `${page.title} · ${name}`
  return template.html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}" dir="${textDirection(locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(page.description)}${end}`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(brandTokens(site.meta.colors).primary.solid)}${end}`)
    .replace('</head>', () => `${head}</head>`)
    .replace(slot, () => sitePageMarkup(site, year, logoWidth, page, t))
}
