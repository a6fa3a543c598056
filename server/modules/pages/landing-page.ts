import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { requestLocale, siteLocales } from '../../i18n/request-locale'
import { sayInHtml, translatorFor, type Translator } from '../../i18n/translator'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DeltaDocument } from '../../../src/domain/delta'
import { hasSessionCookies } from '../../../src/domain/session-cookies'
import { landingBlockNames, type LandingBlockName } from '../../../src/domain/site'
import { escapeHtml } from '../../html'
import { siteLogo, type SiteRecord } from '../sites/public'
import type { AppContext } from '../../app-context'
import { builtFile } from './built-file'
import { cachedPageOf, sendCachedPage, type CachedPage } from './cached-page'
import { readLandingTemplate, type LandingTemplate } from './landing-template'
import { logoWidthOf } from './logo-size'
import { sitePageHtml } from './page-frame'
import { richTextRendererFor } from './rich-text-renderer'

// What the site's other drawn pages (content pages, videos) share with its home page: the frame,
// its template and the logo's size, and the types they are drawn with.
export { logoWidthOf, readLandingTemplate, sitePageHtml }
/** @public */
export type { LandingTemplate }
/** @public */
export type { SitePage } from './page-frame'

/**
 * The site's home page (`/`), drawn here into the build's landing.html: the brand's header, its
 * landing blocks through the app's own rich-text renderer, and its footer, styled by the page's one
 * inline stylesheet, with src/landing-page/main.ts as its only script. The same bytes for every
 * visitor, so it is cached per site and compressed once per version (cached-page.ts).
 */

/** Pricing stands out and is named for assistive technology, as in the app's LandingBlocks. */
const words = defineMessages({
  pricing: { id: 'sitePage.pricing', defaultMessage: 'Pricing' },
  installApp: { id: 'sitePage.installApp', defaultMessage: 'Install the app' },
  installNamedApp: { id: 'sitePage.installNamedApp', defaultMessage: 'Install the {site} app' },
  installSteps: { id: 'sitePage.installSteps', defaultMessage: 'Add {site} to your home screen: tap <b>Share</b>, then <b>Add to Home Screen</b>.' },
  notPublished: { id: 'sitePage.notPublished', defaultMessage: 'This site has not published its landing page yet.' },
})
const blockLabels: Partial<Record<LandingBlockName, MessageDescriptor>> = { pricing: words.pricing }

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

/** The install offer, hidden until the browser offers installing (src/landing-page/install-offer.ts). */
function installOffer(name: string, t: Translator): string {
  return (
    `<aside class="mql-install" aria-label="${sayInHtml(t, words.installApp)}" hidden>` +
    `<button type="button" hidden>${sayInHtml(t, words.installNamedApp, { site: name })}</button>` +
    `<p hidden>${sayInHtml(t, words.installSteps, { site: name })}</p>` +
    '</aside>'
  )
}

/** The landing blocks with content, each through the app's renderer (the same markup RichTextView shows). */
function blocksMarkup(site: SiteRecord, richText: (doc: DeltaDocument) => string, t: Translator): string {
  const { landing, name } = site.meta
  const shown = landingBlockNames.filter((block) => hasContent(landing[block]))
  if (shown.length === 0) {
    return `<h1 class="mql-title">${escapeHtml(name)}</h1><p class="mql-empty">${sayInHtml(t, words.notPublished)}</p>${installOffer(name, t)}`
  }
  const sections = shown.map((block) => {
    const descriptor = blockLabels[block]
    const label = descriptor ? sayInHtml(t, descriptor) : undefined
    return `<section class="mql-block${label ? ' mql-pricing' : ''}" data-block="${block}"${label ? ` aria-label="${label}"` : ''}><div class="rich-text">${richText(landing[block])}</div></section>`
  })
  return `${installOffer(name, t)}<div class="mql-blocks">${sections.join('')}</div>`
}

/** The template with the site's landing in it; null when the template has no place for it. */
async function landingPageHtml(template: LandingTemplate, site: SiteRecord, origin: string, year: number, logoWidth: number | null, t: Translator): Promise<string | null> {
  const { name, landing } = site.meta
  const documents = landingBlockNames.map((block) => landing[block])
  const richText = await richTextRendererFor(documents)
  return sitePageHtml(template, site, origin, year, logoWidth, {
    path: '/',
    title: name,
    description: landingDescription(documents, name),
    image: siteLogo(site),
    documents,
    main: blocksMarkup(site, richText, t),
  }, t)
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
    const locale = requestLocale(request, site.meta)
    const key = `${site.id} ${origin} ${locale}`
    let entry = pages.get(key)
    if (!entry || entry.site !== site || entry.template !== current || entry.year !== year) {
      const html = await landingPageHtml(current, site, origin, year, await logoWidthOf(context, site), translatorFor(locale))
      if (html === null) return null
      const page = entry?.page.html === html ? entry.page : cachedPageOf(html)
      if (!pages.has(key) && pages.size >= maxEntries) pages.clear()
      entry = { site, template: current, year, page }
      pages.set(key, entry)
    }
    return sendCachedPage(request, reply, entry.page, { inReadersLanguage: siteLocales(site.meta).length > 1 })
  }
}
