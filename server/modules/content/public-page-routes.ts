import { translatorFor } from '../../i18n/translator'
import { requestLocale, siteLocales } from '../../i18n/request-locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { renderPageBlocks } from '../../../src/content-blocks/render-page-blocks'
import { publicPageSchema } from '../../../src/domain/page'
import type { AppContext } from '../../app-context'
import { escapeHtml } from '../../html'
import { defineMessages } from '@formatjs/intl'
import { notFound, said } from '../../http-error'
import { uploadUrl } from '../uploads/public'
import { pageBlockContext } from './content-page'

const words = defineMessages({
  noPage: { id: 'contentErrors.pageNotFound', defaultMessage: 'Page not found: /{url}' },
  noSiteAtHost: { id: 'contentErrors.noSiteAtHost', defaultMessage: 'No site at {host}' },
})

/**
 * What visitors and search engines read of a site's pages: a published page as data (for the app),
 * the sitemap of the host's site (its published pages and cards, nothing of another site) and its
 * robots.txt, which allows them and names the sitemap.
 */
export const publicPageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { repositories } = context
  app.get(
    '/api/pages/:url',
    { config: { access: 'site' }, schema: { params: z.object({ url: z.string().min(1).max(100) }), response: { 200: publicPageSchema } } },
    async (request) => {
      const page = await repositories.pages.findPublished(request.site.id, request.params.url)
      if (!page) throw notFound(said(words.noPage, { url: request.params.url }))
      return {
        url: page.url,
        title: page.title,
        description: page.description,
        social_image: page.social_image_upload_id ? uploadUrl(page.social_image_upload_id) : null,
        blocks: page.blocks,
        html: renderPageBlocks(page.blocks, await pageBlockContext(context, request.site, page.blocks, translatorFor(requestLocale(request, request.site.meta)))),
        published_at: page.published_at,
      }
    },
  )

  app.get('/sitemap.xml', async (request, reply) => {
    const site = await repositories.sites.findByHost(request.hostname)
    if (!site) throw notFound(said(words.noSiteAtHost, { host: request.hostname }))
    const origin = `${request.protocol}://${request.host}`
    const [pages, cards] = await Promise.all([repositories.pages.listPublished(site.id), repositories.cards.listPublished(site.brandId)])
    // A site of several languages names each language's address of every page (Google's xhtml:link).
    const offered = siteLocales(site.meta)
    const alternate = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`
    const alternates = (address: string) =>
      offered.length < 2 ? '' : [...offered.map((locale) => alternate(locale, `${address}?lang=${locale}`)), alternate('x-default', address)].join('')
    const entry = (path: string, modified: string | null) =>
      `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${modified ? `<lastmod>${modified.slice(0, 10)}</lastmod>` : ''}${alternates(`${origin}${path}`)}</url>`
    const urls = [
      entry('/', null),
      ...pages.map((page) => entry(`/${page.url}`, page.published_at)),
      ...cards.map(({ card }) => entry(`/vcard/${encodeURIComponent(card.key)}`, card.updatedAt.toISOString())),
    ]
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`)
  })

  app.get('/robots.txt', async (request, reply) => {
    const site = await repositories.sites.findByHost(request.hostname)
    const origin = `${request.protocol}://${request.host}`
    // The app's own screens are for people signed in; a host with no site has nothing to index.
    // A video's poster and preview are what its link previews show (og:image, og:video), allowed
    // by the longer rule (RFC 9309 §2.2.2) though the rest of the API is not.
    const body = site
      ? `User-agent: *\nAllow: /\nAllow: /api/videos/*/poster.jpg\nAllow: /api/videos/*/preview.mp4\nDisallow: /api/\nDisallow: /users/\nDisallow: /brands/\nDisallow: /content/\nDisallow: /login\nDisallow: /auth\n\nSitemap: ${origin}/sitemap.xml\n`
      : 'User-agent: *\nDisallow: /\n'
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(body)
  })
}
