import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DeltaDocument } from '../../../src/domain/delta'
import { hasSessionCookies } from '../../../src/domain/session-cookies'
import { landingBlockNames, type LandingBlockName, type NavItem } from '../../../src/domain/site'
import { documentNeeds } from '../../../src/rich-text/render-document'
import { brandTokens } from '../../../src/theme/brand-tokens'
import { escapeHtml } from '../../html'
import { siteLogo, type SiteRecord } from '../sites/public'
import type { AppContext } from '../../app-context'
import { loadSharp } from '../uploads/public'
import { builtFile } from './built-file'
import { cachedPageOf, sendCachedPage, type CachedPage } from './cached-page'
import { noncePlaceholderOf } from './page-nonce'
import { richTextRendererFor } from './rich-text-renderer'

/**
 * The site's home page (`/`), drawn here into the build's landing.html: the brand's header, its
 * landing blocks through the app's own rich-text renderer, and its footer, styled by the page's one
 * inline stylesheet, with src/landing-page/main.ts as its only script. The same bytes for every
 * visitor, so it is cached per site and compressed once per version (cached-page.ts).
 */

/** Pricing stands out and is named for assistive technology, as in the app's LandingBlocks. */
const blockLabels: Partial<Record<LandingBlockName, string>> = { pricing: 'Pricing' }

function hasContent(doc: DeltaDocument | undefined): boolean {
  return (doc?.ops ?? []).some((op) => typeof op.insert !== 'string' || op.insert.trim() !== '')
}

/** The first line of the landing that is not a heading, as the page's description (at most 160 characters). */
function landingDescription(documents: DeltaDocument[], fallback: string): string {
  for (const doc of documents) {
    let line = ''
    for (const op of doc?.ops ?? []) {
      if (typeof op.insert !== 'string') continue
      const parts = op.insert.split('\n')
      for (let index = 0; index < parts.length; index++) {
        line += parts[index]
        if (index === parts.length - 1) continue
        // A "\n" ends the line, and carries the line's format: a heading is not a description.
        const text = line.replace(/\s+/g, ' ').trim()
        line = ''
        if (text && op.attributes?.header === undefined) return text.length > 160 ? `${text.slice(0, 159).replace(/\s+\S*$/, '')}…` : text
      }
    }
  }
  return fallback
}

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

const isExternal = (to: string) => /^https?:\/\//i.test(to)

/** A navigation link as the app's NavLink writes it: a plain link here, as the page has no router. */
function navLink(item: NavItem, className: string, currentPath: string): string {
  const href = escapeHtml(item.to)
  if (isExternal(item.to)) {
    return `<a class="${className}" href="${href}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.label)}<span class="mql-hidden"> (opens in a new tab)</span></a>`
  }
  return `<a class="${className}" href="${href}"${item.to === currentPath ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a>`
}

const menuIcon =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'
const closeIcon =
  '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'

/** The app's SiteHeader for a visitor: logo and name, the brand's navigation and Sign in; a menu below lg. */
function headerMarkup(site: SiteRecord, logoWidth: number | null, currentPath: string): string {
  const { name, nav } = site.meta
  const logo = siteLogo(site)
  const signIn = '<a class="mql-account" href="/login">Sign in</a>'
  const items = nav.map((item) => `<li>${navLink(item, 'mql-link', currentPath)}</li>`).join('')
  return [
    '<a class="mql-skip" href="#main">Skip to content</a>',
    '<header class="mql-header"><div class="mql-bar">',
    `<a class="mql-home" href="/" aria-label="${escapeHtml(`${name} home`)}">`,
    logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(`${name} logo`)}"${logoWidth === null ? '' : ` width="${logoWidth}"`} height="40">` : '',
    `<span>${escapeHtml(name)}</span></a>`,
    `<nav class="mql-nav" aria-label="Main"><ul>${items}<li>${signIn}</li></ul></nav>`,
    `<button type="button" class="mql-menu-button" aria-label="Open menu" aria-expanded="false" aria-controls="mql-menu">${menuIcon}</button>`,
    '</div></header>',
    // The phone's menu: a modal dialog the page's script opens (src/landing-page/menu.ts).
    `<dialog id="mql-menu" class="mql-drawer" aria-labelledby="mql-menu-title">`,
    `<h2 id="mql-menu-title">${escapeHtml(name)}</h2>`,
    `<nav aria-label="Main"><ul>${[...nav, { label: 'Sign in', to: '/login' }].map((item) => `<li>${navLink(item, 'mql-link', currentPath)}</li>`).join('')}</ul></nav>`,
    `<button type="button" class="mql-close" aria-label="Close menu">${closeIcon}</button>`,
    '</dialog>',
  ].join('')
}

/** The install offer, hidden until the browser offers installing (src/landing-page/install-offer.ts). */
function installOffer(name: string): string {
  return (
    '<aside class="mql-install" aria-label="Install the app" hidden>' +
    `<button type="button" hidden>Install the ${escapeHtml(name)} app</button>` +
    `<p hidden>Add ${escapeHtml(name)} to your home screen: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.</p>` +
    '</aside>'
  )
}

/** The landing blocks with content, each through the app's renderer (the same markup RichTextView shows). */
function blocksMarkup(site: SiteRecord, richText: (doc: DeltaDocument) => string): string {
  const { landing, name } = site.meta
  const shown = landingBlockNames.filter((block) => hasContent(landing[block]))
  if (shown.length === 0) {
    return `<h1 class="mql-title">${escapeHtml(name)}</h1><p class="mql-empty">This site has not published its landing page yet.</p>${installOffer(name)}`
  }
  const sections = shown.map((block) => {
    const label = blockLabels[block]
    return `<section class="mql-block${label ? ' mql-pricing' : ''}" data-block="${block}"${label ? ` aria-label="${label}"` : ''}><div class="rich-text">${richText(landing[block])}</div></section>`
  })
  return `${installOffer(name)}<div class="mql-blocks">${sections.join('')}</div>`
}

/** The whole page inside the body: header, the page's main content, footer. */
function sitePageMarkup(site: SiteRecord, year: number, logoWidth: number | null, page: SitePage): string {
  return [
    '<div id="landing-page" class="mql">',
    headerMarkup(site, logoWidth, page.path),
    `<main id="main" class="mql-main" tabindex="-1">${page.main}</main>`,
    `<footer class="mql-footer"><p>© ${year} ${escapeHtml(site.meta.name)}</p></footer>`,
    '</div>',
  ].join('')
}

/** The build's landing.html, its stylesheets read in (they are inlined), and the stylesheets rich text's formulas and code need. */
export type LandingTemplate = { html: string; css: string; formulaCss: string[]; codeCss: string[] }

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
export function sitePageHtml(template: LandingTemplate, site: SiteRecord, origin: string, year: number, logoWidth: number | null, page: SitePage): string | null {
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
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(page.description)}${end}`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(brandTokens(site.meta.colors).primary.solid)}${end}`)
    .replace('</head>', () => `${head}</head>`)
    .replace(slot, () => sitePageMarkup(site, year, logoWidth, page))
}

/** The template with the site's landing in it; null when the template has no place for it. */
async function landingPageHtml(template: LandingTemplate, site: SiteRecord, origin: string, year: number, logoWidth: number | null): Promise<string | null> {
  const { name, landing } = site.meta
  const documents = landingBlockNames.map((block) => landing[block])
  const richText = await richTextRendererFor(documents)
  return sitePageHtml(template, site, origin, year, logoWidth, {
    path: '/',
    title: name,
    description: landingDescription(documents, name),
    image: siteLogo(site),
    documents,
    main: blocksMarkup(site, richText),
  })
}

/**
 * The logo's width at the header's 40 px height (at most 160 px, as the header shows it), so the
 * name beside it does not move when the logo arrives; null when the file cannot be read.
 */
export async function logoWidthOf({ repositories, uploadStore }: AppContext, site: SiteRecord): Promise<number | null> {
  if (!site.logoUploadId) return null
  try {
    const upload = await repositories.uploads.find(site.logoUploadId)
    if (!upload) return null
    const sharp = await loadSharp()
    const { width, height } = await sharp(uploadStore.pathOf(upload.fileName)).metadata()
    return width && height ? Math.min(160, Math.round((40 * width) / height)) : null
  } catch {
    return null
  }
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }

/** The stylesheets a lazily loaded part of rich text brings (KaTeX, highlight.js), from the build's manifest. */
function cssOf(manifest: Record<string, ManifestChunk>, source: string): string[] {
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
  let manifest: Record<string, ManifestChunk> = {}
  try {
    manifest = JSON.parse(await fs.readFile(path.join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  } catch {
    // A build without its manifest: formulas and code show as the renderer writes them, unstyled.
  }
  return {
    html: page,
    // Nothing in a stylesheet of the build can close the element it is put into.
    css: css.replace(/<\/style/gi, '<\\/style'),
    formulaCss: cssOf(manifest, 'src/rich-text/browser-formula.ts'),
    codeCss: cssOf(manifest, 'src/rich-text/browser-highlight.ts'),
  }
}

/** Answers `/` with the landing page, or null to leave it to the app shell (see the route in app-file-routes.ts). */
export type LandingPageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | null>

type Entry = { site: SiteRecord; template: LandingTemplate; year: number; page: CachedPage }

/**
 * The home page of a known site, for a visitor. A signed-in person gets the app (null), which
 * draws the same landing with the admin's in-place editor; an unknown host gets the app too, which
 * says no site is there. The page is kept per site and origin while the site record the lookup
 * answers is the same: a change to the site (its name, colours, navigation, logo or landing) gives
 * a new record (repositories.sites drops the old one), and the page is drawn again. A page drawn
 * again the same keeps its compressed copies and its ETag.
 */
export function createLandingPage(context: AppContext, staticDir: string, options: { maxEntries?: number } = {}): LandingPageSender {
  const maxEntries = options.maxEntries ?? 1_000
  const readTemplate = builtFile(path.join(staticDir, 'landing.html'), (html) => readLandingTemplate(staticDir, html))
  const { repositories } = context
  const pages = new Map<string, Entry>()

  return async function sendLandingPage(request, reply) {
    if (hasSessionCookies(request.headers.cookie)) return null
    const site = await repositories.sites.findByHost(request.hostname)
    if (!site) return null
    const indexPage = site.meta.index_page
    // "/" names this landing; another path of the site is where "/" leads (never another host).
    if (indexPage !== '/' && /^\/(?![/\\])/.test(indexPage)) return reply.redirect(indexPage, 302)
    let current: LandingTemplate
    try {
      current = await readTemplate()
    } catch {
      // No landing.html (a build from before it existed): the app draws the landing.
      return null
    }
    const origin = `${request.protocol}://${request.host}`
    const year = new Date().getUTCFullYear()
    const key = `${site.id} ${origin}`
    let entry = pages.get(key)
    if (!entry || entry.site !== site || entry.template !== current || entry.year !== year) {
      const html = await landingPageHtml(current, site, origin, year, await logoWidthOf(context, site))
      if (html === null) return null
      const page = entry?.page.html === html ? entry.page : cachedPageOf(html)
      if (!pages.has(key) && pages.size >= maxEntries) pages.clear()
      entry = { site, template: current, year, page }
      pages.set(key, entry)
    }
    return sendCachedPage(request, reply, entry.page)
  }
}
