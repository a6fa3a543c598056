import { defineMessages } from '@formatjs/intl'
import { requestLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { videoPlayerMarkup } from '../../../src/content-blocks/video-markup'
import { durationWords, videoPaths } from '../../../src/domain/video'
import type { AppContext } from '../../app-context'
import { escapeHtml } from '../../html'
import { builtFile, cachedPageOf, logoWidthOf, readLandingTemplate, sendCachedPage, sitePageHtml } from '../pages/public'
import { isBrandPerson, mayWatch } from './video-access'

/** Answers /video/{id}; null leaves the address to the app (the build is missing). */
export type VideoPageSender = (request: FastifyRequest, reply: FastifyReply, id: string) => Promise<FastifyReply | null>

const isVideoId = (id: string) => z.uuid().safeParse(id).success

const words = defineMessages({
  notFound: { id: 'videoPage.notFound', defaultMessage: 'Video not found' },
  notFoundDescription: { id: 'videoPage.notFoundDescription', defaultMessage: 'There is no video at this address.' },
  notFoundText: { id: 'videoPage.notFoundText', defaultMessage: 'There is no video at this address. It may have been removed, or its link may be mistyped.' },
  home: { id: 'videoPage.home', defaultMessage: 'Go to the home page' },
  failed: { id: 'videoPage.failed', defaultMessage: 'It could not be prepared: {reason}.' },
  unreadable: { id: 'videoPage.unreadable', defaultMessage: 'ffmpeg could not read it' },
  preparing: { id: 'videoPage.preparing', defaultMessage: 'It is being prepared for playing; reload this page in a moment.' },
  description: { id: 'videoPage.description', defaultMessage: '{title}, a video of {site} ({duration}).' },
})

/**
 * A video's own page, drawn by the server in the site's frame: its title, its description, the
 * player with its poster and captions, and link previews that show it (Open Graph's video tags).
 * Whoever may not watch it, or asks for it through another site's host, gets the same "not here"
 * page as for a video that does not exist. The brand's people see a video still being prepared
 * with its state; visitors see it once it is ready.
 */
export function createVideoPage(context: AppContext, staticDir: string): VideoPageSender {
  const readTemplate = builtFile(path.join(staticDir, 'landing.html'), (html) => readLandingTemplate(staticDir, html))
  const { repositories } = context
  return async function sendVideoPage(request, reply, id) {
    const site = await repositories.sites.findByHost(request.hostname)
    const template = site ? await readTemplate().catch(() => null) : null
    if (!site || !template) return null
    const video = isVideoId(id) ? await repositories.videos.find(id) : null
    const watchable = video !== null && (await mayWatch(request, video, site, repositories))
    const origin = `${request.protocol}://${request.host}`
    const t = translatorFor(requestLocale(request, site.meta))
    const say = sayWith(t)
    const frame = async (page: { title: string; description: string; main: string; image: string | null; openGraph?: { type: string; more: [string, string][] } }) =>
      sitePageHtml(template, site, origin, new Date().getUTCFullYear(), await logoWidthOf(context, site), { path: `/video/${id}`, documents: [], ...page }, t)

    if (!video || !watchable || (video.status !== 'ready' && !(await isBrandPerson(request, site, repositories)))) {
      const main = `<h1 class="mql-title">${escapeHtml(say(words.notFound))}</h1><p>${escapeHtml(say(words.notFoundText))}</p><p><a href="/">${escapeHtml(say(words.home))}</a></p>`
      const html = await frame({ title: say(words.notFound), description: say(words.notFoundDescription), image: null, main })
      if (html === null) return null
      reply.code(404)
      return sendCachedPage(request, reply, cachedPageOf(html), { forWhoAsked: true })
    }
    if (video.status !== 'ready') {
      const state = video.status === 'failed' ? say(words.failed, { reason: video.failure ?? say(words.unreadable) }) : say(words.preparing)
      const html = await frame({ title: video.title, description: state, image: null, main: `<h1 class="mql-title">${escapeHtml(video.title)}</h1><p role="status">${escapeHtml(state)}</p>` })
      return html === null ? null : sendCachedPage(request, reply, cachedPageOf(html), { forWhoAsked: true })
    }
    const captions = await repositories.videos.captionsOf(video.id)
    const width = video.width ?? 16
    const height = video.height ?? 9
    const description = video.description || say(words.description, { title: video.title, site: site.meta.name, duration: durationWords(video.durationMs === null ? null : video.durationMs / 1000) })
    const main = [
      `<article class="mqv-page"><h1 class="mql-title">${escapeHtml(video.title)}</h1>`,
      videoPlayerMarkup({ id: video.id, title: video.title, width, height, captions: captions.map(({ language, label }) => ({ language, label })) }),
      video.description ? `<p class="mqv-description">${escapeHtml(video.description)}</p>` : '',
      '</article>',
    ].join('')
    const html = await frame({
      title: video.title,
      description,
      image: videoPaths.poster(video.id),
      main,
      openGraph: {
        type: 'video.other',
        more: [
          ['og:video', `${origin}${videoPaths.preview(video.id)}`],
          ['og:video:type', 'video/mp4'],
          ['og:video:width', String(width)],
          ['og:video:height', String(height)],
          ['og:image:width', String(width)],
          ['og:image:height', String(height)],
          ['video:duration', String(Math.round((video.durationMs ?? 0) / 1000))],
        ],
      },
    })
    if (html === null) return null
    // An unlisted or private video is kept out of search engines; a public one is theirs to list.
    if (video.visibility !== 'public') reply.header('x-robots-tag', 'noindex')
    return sendCachedPage(request, reply, cachedPageOf(html), { forWhoAsked: video.visibility === 'private' })
  }
}
