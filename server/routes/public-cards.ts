import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandPageSchema } from '../../src/domain/brand-profile'
import { cardKeySchema, publicCardSchema, qrSourceMarker, vcardVersionSchema, type PublicCard } from '../../src/domain/card'
import { leadCreateSchema, leadResponseSchema } from '../../src/domain/lead'
import { buildVcard, vcardFileName } from '../../src/domain/vcard-file'
import { notFound, tooManyRequests } from '../http-error'
import { leadMail } from '../mail/lead-mail'
import { publicCardPath, toPublicCard, type CardEvent, type PublishedCard } from '../repositories/cards'
import type { SiteRecord } from '../repositories/sites'
import { uploadUrl } from '../repositories/uploads'
import { requireSite } from '../request-context'
import type { Services } from '../services'
import { toBrandProfile } from './cards'

const keyParams = z.object({ key: z.string().min(1).max(200) })

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

export const siteLogo = (site: SiteRecord) => (site.logoUploadId ? uploadUrl(site.logoUploadId) : null)
export const publicCardOf = (published: PublishedCard, site: SiteRecord): PublicCard =>
  toPublicCard(published, { colors: site.meta.colors, logo: siteLogo(site) })

/** What anyone may see and do with a published card of the host's brand. */
export const publicCardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Uploads never change (a new photo is a new upload), so their base64 can be kept.
  const photoCache = new Map<string, string>()
  async function photoBase64(uploadId: string | null): Promise<string | null> {
    if (!uploadId) return null
    const cached = photoCache.get(uploadId)
    if (cached) return cached
    const upload = await services.uploads.find(uploadId)
    if (!upload) return null
    const base64 = (await services.uploadStore.read(upload.fileName)).toString('base64')
    if (photoCache.size >= 200) photoCache.delete(photoCache.keys().next().value!)
    photoCache.set(uploadId, base64)
    return base64
  }

  /** A published card of the host's brand; any other key is the same 404, published elsewhere or not. */
  async function publishedCard(site: SiteRecord, rawKey: string): Promise<PublishedCard> {
    const key = cardKeySchema.safeParse(rawKey)
    const found = key.success ? await services.cards.findPublished(site.brandId, key.data) : null
    if (!found) throw notFound(`No published card "${rawKey.slice(0, 64)}" on this site`)
    return found
  }

  app.get(
    '/api/vcards/:key',
    {
      schema: {
        params: keyParams,
        querystring: z.object({ src: z.string().max(32).optional() }),
        response: { 200: publicCardSchema },
      },
    },
    async (request, reply) => {
      const site = await requireSite(request, services)
      const found = await publishedCard(site, request.params.key)
      const events: CardEvent[] = request.query.src === qrSourceMarker ? ['view', 'qr_scan'] : ['view']
      await services.cards.recordEvents(found.card.id, events)
      reply.header('cache-control', 'no-cache')
      return publicCardOf(found, site)
    },
  )

  app.get(
    '/api/vcards/:key/vcard.vcf',
    { schema: { params: keyParams, querystring: z.object({ version: vcardVersionSchema.default('3.0') }) } },
    async (request, reply) => {
      const site = await requireSite(request, services)
      const found = await publishedCard(site, request.params.key)
      const card = publicCardOf(found, site)
      const text = buildVcard(
        {
          ...card,
          id: found.card.id,
          card_url: `${request.protocol}://${request.host}${publicCardPath(card.key)}`,
          photo_jpeg_base64: await photoBase64(found.card.photoUploadId),
        },
        request.query.version,
      )
      await services.cards.recordEvents(found.card.id, ['contact_save'])
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', attachmentHeader(vcardFileName(card)))
        .header('cache-control', 'no-cache')
        .send(text)
    },
  )

  app.post(
    '/api/vcards/:key/leads',
    { schema: { params: keyParams, body: leadCreateSchema, response: { 201: leadResponseSchema } } },
    async (request, reply) => {
      const site = await requireSite(request, services)
      const found = await publishedCard(site, request.params.key)
      const card = publicCardOf(found, site)
      const lead = request.body
      const result = await services.messages.createLead({
        siteId: site.id,
        card: { id: found.card.id, brandId: found.card.brandId, ownerUserId: found.card.ownerUserId, displayName: card.display_name },
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        guestId: lead.guest_id,
        ip: request.ip,
      })
      if (!result.ok) {
        throw tooManyRequests(
          result.reason === 'address-limit'
            ? 'Too many contact requests were sent from your network in the last hour; try again later'
            : 'This card has received too many contact requests in the last hour; try again later',
        )
      }
      const recipient = result.recipient
      if (recipient?.email) {
        const mail = leadMail({
          to: recipient.email,
          brandName: site.meta.name,
          cardName: card.display_name,
          lead,
          messagesUrl: `${request.protocol}://${request.host}/users/${recipient.id}/messages`,
        })
        // The lead is stored and notified already; the visitor does not wait for, or fail with, the mail.
        services.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'lead mail could not be sent'))
      }
      return reply.code(201).send({ id: result.messageId, guest_id: result.guestId })
    },
  )

  app.get(
    '/api/brands/by-slug/:slug',
    { schema: { params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: brandPageSchema } } },
    async (request) => {
      const site = await requireSite(request, services)
      const brand = await services.brandAdmins.findBrand(site.brandId)
      if (!brand || brand.slug !== request.params.slug.toLowerCase()) {
        throw notFound(`No business page "${request.params.slug.slice(0, 64)}" on this site`)
      }
      const [profile, cards] = await Promise.all([
        services.brandAdmins.findProfile(brand.id),
        services.cards.listPublished(brand.id),
      ])
      return {
        brand: { name: brand.name, slug: brand.slug, logo: siteLogo(site) },
        profile: toBrandProfile(profile),
        cards: cards.map((card) => publicCardOf(card, site)),
      }
    },
  )
}
