import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicCardSchema, vcardVersionSchema, type VcardVersion } from '../../../src/domain/card'
import { qrSourceMarker, sharedCardAddress } from '../../../src/domain/card-address'
import { buildVcard, vcardFileName } from '../../../src/domain/vcard-file'
import type { AppContext } from '../../app-context'
import type { SiteRecord } from '../sites/public'
import { publicCardOf, publicCardPath } from './card-mappers'
import { qrPng } from './card-qr-image'
import type { CardEventCounter } from './card-event-counter'
import { isbotNaive } from 'isbot'
import { linkTapSchema } from '../../../src/domain/card-analytics'
import { cardSources, type CardEvent, type CardSource } from '../../../src/domain/card-events'
import { cardLinks } from '../../../src/domain/card-links'
import { defineMessages } from '@formatjs/intl'
import { fieldError } from '../../http-error'
import type { PublishedCard } from './card-repository'
import { publishedCardOfSite, publishedCardParams as keyParams } from './published-card'

const words = defineMessages({
  notALinkOfTheCard: { id: 'cardsErrors.notALinkOfTheCard', defaultMessage: 'must be one of the links of this card' },
})

/** RFC 6266: a plain ASCII name for old clients and the exact name, UTF-8 encoded, for the rest. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const fallback = ascii.replace(/\.vcf$/, '').trim() ? ascii : 'contact.vcf'
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

type VcardFile = { text: string; disposition: string }

/** What anyone may see and do with a published card of the host's brand. */
export const publicCardRoutes: FastifyPluginAsyncZod<AppContext & { cardEvents: CardEventCounter }> = async (app, { repositories, uploadStore, cardEvents }) => {
  // Uploads never change (a new photo is a new upload), so their base64 can be kept.
  const photoCache = new Map<string, string>()
  async function photoBase64(uploadId: string | null): Promise<string | null> {
    if (!uploadId) return null
    const cached = photoCache.get(uploadId)
    if (cached) return cached
    const upload = await repositories.uploads.find(uploadId)
    if (!upload) return null
    const base64 = (await uploadStore.read(upload.fileName)).toString('base64')
    if (photoCache.size >= 200) photoCache.delete(photoCache.keys().next().value!)
    photoCache.set(uploadId, base64)
    return base64
  }

  // A card's file is made once per version of the card and of its site (each change is a new
  // record), per address it is linked from and per vCard version: saving a contact is a hot path.
  const vcardFiles = new WeakMap<PublishedCard, WeakMap<SiteRecord, Map<string, VcardFile>>>()
  async function vcardFileOf(found: PublishedCard, site: SiteRecord, origin: string, version: VcardVersion): Promise<VcardFile> {
    let ofCard = vcardFiles.get(found)
    if (!ofCard) vcardFiles.set(found, (ofCard = new WeakMap()))
    let ofSite = ofCard.get(site)
    if (!ofSite) ofCard.set(site, (ofSite = new Map()))
    const key = `${version} ${origin}`
    const kept = ofSite.get(key)
    if (kept) return kept
    const card = publicCardOf(found, site)
    const photo = await photoBase64(found.card.photoUploadId)
    const text = buildVcard({ ...card, id: found.card.id, card_url: `${origin}${publicCardPath(card.key)}`, photo_jpeg_base64: photo }, version)
    const file = { text, disposition: attachmentHeader(vcardFileName(card)) }
    // A few addresses and versions at most; a host header made up per request must not grow it.
    if (ofSite.size < 8) ofSite.set(key, file)
    return file
  }

  app.get(
    '/api/vcards/:key',
    {
      config: { access: 'site' },
      schema: {
        params: keyParams,
        querystring: z.object({ src: z.string().max(32).optional() }),
        response: { 200: publicCardSchema },
      },
    },
    async (request, reply) => {
      const { site } = request
      const found = await publishedCardOfSite(repositories, site, request.params.key)
      if (!isCrawler(request.headers['user-agent'])) {
        const events: CardEvent[] = request.query.src === qrSourceMarker ? ['view', 'qr_scan'] : ['view']
        cardEvents.count(found.card.id, events, { source: sourceOf(request.query.src) })
      }
      reply.header('cache-control', 'no-cache')
      return publicCardOf(found, site)
    },
  )

  app.get(
    '/api/vcards/:key/vcard.vcf',
    { config: { access: 'site' }, schema: { params: keyParams, querystring: z.object({ version: vcardVersionSchema.default('3.0') }) } },
    async (request, reply) => {
      const { site } = request
      const found = await publishedCardOfSite(repositories, site, request.params.key)
      const origin = `${request.protocol}://${request.host}`
      const file = await vcardFileOf(found, site, origin, request.query.version)
      if (!isCrawler(request.headers['user-agent'])) cardEvents.count(found.card.id, ['contact_save'])
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-cache')
        .send(file.text)
    },
  )

  // A QR code of the card's address as an image anyone may load: an e-mail signature shows it
  // (mail clients drop data: images), with its own source marker so its visits count apart.
  const qrImages = new Map<string, Buffer>()
  app.get(
    '/api/vcards/:key/qr.png',
    { config: { access: 'site' }, schema: { params: keyParams, querystring: z.object({ src: z.enum(['qr', 'link', 'nfc', 'signature', 'background']).default('qr') }) } },
    async (request, reply) => {
      const { site } = request
      const found = await publishedCardOfSite(repositories, site, request.params.key)
      const address = sharedCardAddress(`${request.protocol}://${request.host}`, found.card.key, request.query.src)
      let png = qrImages.get(address)
      if (!png) {
        png = await qrPng(address)
        // A few hundred codes at most: a made-up host per request must not grow it.
        if (qrImages.size >= 500) qrImages.delete(qrImages.keys().next().value!)
        qrImages.set(address, png)
      }
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png)
    },
  )

  // A visitor followed one of the card's own links (the card page tells, with sendBeacon): counted
  // by the link, never by who. Any other address is refused, so the list holds only the card's links.
  app.post(
    '/api/vcards/:key/taps',
    { config: { access: 'site' }, bodyLimit: 2048, schema: { params: keyParams, body: linkTapSchema } },
    async (request, reply) => {
      const { site } = request
      const found = await publishedCardOfSite(repositories, site, request.params.key)
      const links = cardLinks(publicCardOf(found, site)).map((link) => link.href)
      if (!links.includes(request.body.target)) throw fieldError('target', words.notALinkOfTheCard)
      if (!isCrawler(request.headers['user-agent'])) cardEvents.count(found.card.id, ['link_tap'], { target: request.body.target })
      return reply.code(204).send()
    },
  )
}

/**
 * A crawler or link previewer that names itself (bot, crawl, spider, search, a +http address… in
 * its user agent): left out of the figures. People's browsers, headless or not, and their scripts
 * are counted (docs/analytics.md).
 */
const isCrawler = (userAgent: string | undefined) => isbotNaive(userAgent)

/** The marker of the address a visit came through; an unknown one counts as none. */
function sourceOf(marker: string | undefined): CardSource {
  return (cardSources as readonly string[]).includes(marker ?? '') ? (marker as CardSource) : ''
}
