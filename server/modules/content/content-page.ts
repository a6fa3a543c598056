import { requestLocale, siteLocales } from '../../i18n/request-locale'
import { sayWith, translatorFor, type Translator } from '../../i18n/translator'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { renderPageBlocks, type PageBlockContext } from '../../../src/content-blocks/render-page-blocks'
import type { DeltaDocument } from '../../../src/domain/delta'
import { pageUrlSchema, type PageBlock } from '../../../src/domain/page'
import type { ShownVideo } from '../../../src/content-blocks/video-markup'
import type { ShownAppointment } from '../../../src/content-blocks/booking-calendar-markup'
import { shownPlace } from '../../../src/content-blocks/booking-calendar-markup'
import type { AppContext, Repositories } from '../../app-context'
import { escapeHtml } from '../../html'
import { uploadUrl } from '../uploads/public'
import { siteLogo, type SiteRecord } from '../sites/public'
import { builtFile, cachedPageOf, logoWidthOf, readLandingTemplate, richTextRendererFor, sendCachedPage, sitePageHtml } from '../pages/public'

/** The rich-text documents inside a page's blocks. */
function documentsOf(blocks: readonly PageBlock[]): DeltaDocument[] {
  return blocks.flatMap((block) => {
    if (block.type === 'html' || block.type === 'image-html') return [block.content]
    if (block.type === 'events-log') return block.entries.map((entry) => entry.content)
    return []
  })
}

/** What a site's blocks show besides their own content: its people, its published pages and its contact. */
export async function pageBlockContext({ repositories }: AppContext, site: SiteRecord, blocks: readonly PageBlock[], t: Translator): Promise<PageBlockContext> {
  const [listed, pages, profile, videos, appointments, richText] = await Promise.all([
    repositories.users.listOnSite({ siteId: site.id, brandId: site.brandId, everyone: false, limit: 200, offset: 0 }),
    repositories.pages.listPublished(site.id),
    repositories.brandProfiles.findProfile(site.brandId),
    shownVideos(repositories, site, blocks),
    shownAppointments(repositories, site, blocks),
    richTextRendererFor(documentsOf(blocks)),
  ])
  const address = profile?.address ? [profile.address.street, profile.address.postal_code, profile.address.locality, profile.address.country].filter(Boolean).join(', ') : ''
  return {
    say: sayWith(t),
    locale: t.locale,
    siteName: site.meta.name,
    imageUrl: uploadUrl,
    richText,
    // The people of the site who chose to be listed (as in its people directory), with their cards.
    people: listed.people
      .filter((person) => person.user.name)
      .map(({ user, cardKey }) => ({
        name: user.name,
        about: user.bio.split('\n')[0]!.slice(0, 120),
        card: cardKey ? `/vcard/${encodeURIComponent(cardKey)}` : null,
        photo: user.image || null,
      })),
    pages: pages.map((page) => ({ url: page.url, title: page.title })),
    contact: { email: profile?.email ?? '', phone: profile?.phone ?? '', website: profile?.website ?? '', address },
    videos,
    appointments,
  }
}

/** The videos a page's blocks show that its visitors may watch: the site's own, ready, and public or unlisted. */
async function shownVideos(repositories: Repositories, site: SiteRecord, blocks: readonly PageBlock[]): Promise<Map<string, ShownVideo>> {
  const ids = [...new Set(blocks.flatMap((block) => (block.type === 'video' || block.type === 'videofull' ? [block.video_id] : [])))]
  const shown = new Map<string, ShownVideo>()
  if (ids.length === 0) return shown
  const videos = (await repositories.videos.findMany(ids)).filter((video) => video.siteId === site.id && video.status === 'ready' && video.visibility !== 'private')
  const captions = await repositories.videos.captionsOfMany(videos.map((video) => video.id))
  for (const video of videos) {
    const tracks = (captions.get(video.id) ?? []).map(({ language, label }) => ({ language, label }))
    shown.set(video.id, { id: video.id, title: video.title, width: video.width ?? 16, height: video.height ?? 9, captions: tracks })
  }
  return shown
}

/** The appointment types a page's blocks offer that its visitors may book: published, of the site's brand. */
async function shownAppointments(repositories: Repositories, site: SiteRecord, blocks: readonly PageBlock[]): Promise<Map<string, ShownAppointment>> {
  const ids = [...new Set(blocks.flatMap((block) => (block.type === 'appointmets-calendar' ? [block.appointment_type_id] : [])))]
  const types = await Promise.all(ids.map((id) => repositories.appointments.findType(id)))
  const shown = new Map<string, ShownAppointment>()
  for (const type of types) {
    if (!type || type.brandId !== site.brandId || !type.fields.published) continue
    shown.set(type.id, { id: type.id, title: type.fields.title, durationMinutes: type.fields.duration_minutes, hostName: type.hostOwnName || site.name, place: shownPlace(type.fields.location) })
  }
  return shown
}

/** Answers /{url} with the site's published page there, or null to leave the address to the app (which says it is not found). */
export type ContentPageSender = (request: FastifyRequest, reply: FastifyReply, url: string) => Promise<FastifyReply | null>

/**
 * A published content page, drawn by the server in the site's frame (the landing page's header,
 * navigation and footer), readable with JavaScript off. Drawn per request (its people and pages
 * change with the cards and pages of the brand) and sent with an ETag, so a browser that has it
 * is answered 304.
 */
export function createContentPage(context: AppContext, staticDir: string): ContentPageSender {
  const readTemplate = builtFile(path.join(staticDir, 'landing.html'), (html) => readLandingTemplate(staticDir, html))
  return async function sendContentPage(request, reply, url) {
    const parsed = pageUrlSchema.safeParse(url)
    if (!parsed.success || parsed.data !== url) return null
    const site = await context.repositories.sites.findByHost(request.hostname)
    if (!site) return null
    const page = await context.repositories.pages.findPublished(site.id, url)
    if (!page) return null
    const template = await readTemplate().catch(() => null)
    if (!template) return null
    const t = translatorFor(requestLocale(request, site.meta))
    const blocks = renderPageBlocks(page.blocks, await pageBlockContext(context, site, page.blocks, t))
    const html = sitePageHtml(template, site, `${request.protocol}://${request.host}`, new Date().getUTCFullYear(), await logoWidthOf(context, site), {
      path: `/${url}`,
      title: page.title,
      description: page.description || page.title,
      image: page.social_image_upload_id ? uploadUrl(page.social_image_upload_id) : siteLogo(site),
      documents: documentsOf(page.blocks),
      main: `<article class="mqb-page"><h1 class="mql-title">${escapeHtml(page.title)}</h1>${blocks}</article>`,
    }, t)
    return html === null ? null : sendCachedPage(request, reply, cachedPageOf(html), { inReadersLanguage: siteLocales(site.meta).length > 1 })
  }
}
