import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicCardSchema, vcardVersionSchema, type VcardVersion } from '../../../src/domain/card'
import { qrSourceMarker } from '../../../src/domain/card-address'
import { buildVcard, vcardFileName } from '../../../src/domain/vcard-file'
import type { AppContext } from '../../app-context'
import type { SiteRecord } from '../sites/site-repository'
import { publicCardOf, publicCardPath } from './card-mappers'
import type { CardEventCounter } from './card-event-counter'
import type { CardEvent } from '../../../src/domain/card-events'
import type { PublishedCard } from './card-repository'
import { publishedCardOfSite, publishedCardParams as keyParams } from './published-card'

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
      const events: CardEvent[] = request.query.src === qrSourceMarker ? ['view', 'qr_scan'] : ['view']
      cardEvents.count(found.card.id, events)
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
      cardEvents.count(found.card.id, ['contact_save'])
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-cache')
        .send(file.text)
    },
  )
}
