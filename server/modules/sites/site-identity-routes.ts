import { defineMessages } from '@formatjs/intl'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problem } from '../../../src/domain/problems'
import { siteIdentityUpdateSchema } from '../../../src/domain/brand-identity'
import { siteResponseSchema } from '../../../src/domain/site'
import type { AppContext } from '../../app-context'
import { fieldError, notFound, said } from '../../http-error'
import { actorOf } from '../../access/actor'
import { acceptImageBodies, imageBodyOf, imageUploadLimits, reencodedImage, type ImageRefusals } from '../uploads/public'
import { siteInPath, siteWords } from './site-in-path'
import { siteDefaultLocale, siteLocales } from '../../i18n/request-locale'
import { siteLogo, toSiteResponse, type SiteRecord } from './site-repository'
import type { Transaction } from '../../db/client'

const siteParams = z.object({ brandId: z.string().min(1).max(100), siteId: z.uuid(problem('site')) })
const siteManagers = { access: { brand: 'manage-sites' } } as const

/** Large enough for the biggest icon the manifest draws from it (512 px). */
const logoSizePx = 512

const words = defineMessages({
  wrongType: { id: 'sitesErrors.logo.wrongType', defaultMessage: 'send a PNG or JPEG image with Content-Type image/png or image/jpeg' },
  wrongTypeGot: { id: 'sitesErrors.logo.wrongTypeGot', defaultMessage: 'send a PNG or JPEG image with Content-Type image/png or image/jpeg (this was {got})' },
  tooLarge: { id: 'sitesErrors.logo.tooLarge', defaultMessage: 'the image is larger than {mebibytes} MiB; send a smaller one' },
  empty: { id: 'sitesErrors.logo.empty', defaultMessage: 'the request has no image in its body' },
  unreadable: { id: 'sitesErrors.logo.unreadable', defaultMessage: 'the file is not a readable PNG or JPEG image' },
  otherImage: { id: 'sitesErrors.logo.otherImage', defaultMessage: 'the file is a {format} image; send a PNG or JPEG' },
  notAnImage: { id: 'sitesErrors.logo.notAnImage', defaultMessage: 'the file is not an image; send a PNG or JPEG' },
  damaged: { id: 'sitesErrors.logo.damaged', defaultMessage: 'the image could not be read; it may be damaged or too large in pixels' },
  defaultNotOffered: { id: 'sitesErrors.defaultNotOffered', defaultMessage: 'must include the default language' },
  notOffered: { id: 'sitesErrors.notOffered', defaultMessage: 'must be one of the languages the site offers' },
})

const logoRefusals: ImageRefusals = {
  wrongType: (got) => fieldError('logo', got ? said(words.wrongTypeGot, { got }) : words.wrongType, 415),
  tooLarge: () => fieldError('logo', said(words.tooLarge, { mebibytes: imageUploadLimits.maxBytes / 1024 / 1024 }), 413),
  empty: () => fieldError('logo', words.empty),
  unreadable: () => fieldError('logo', words.unreadable),
  notWhatItClaims: (found) => fieldError('logo', found ? said(words.otherImage, { format: found.toUpperCase() }) : words.notAnImage),
  damaged: () => fieldError('logo', words.damaged),
}

/** What the identity form edits of a site, as the audit log compares it. */
const identityOf = (site: SiteRecord) => ({
  name: site.name,
  colors: site.meta.colors,
  nav: site.meta.nav,
  logo: siteLogo(site),
  locale: siteDefaultLocale(site.meta),
  locales: siteLocales(site.meta),
})

/** A site's identity: its name, colours and navigation (its landing is edited in place), and its logo. */
export const siteIdentityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories }) => {
  const { hosts, sites, uploads, auditLog } = repositories

  /** The edited site, its change recorded in the audit log in the same transaction; a site gone meanwhile is a 404. */
  async function recordIdentityEdit(
    tx: Transaction,
    actor: ReturnType<typeof actorOf>,
    site: SiteRecord,
    row: SiteRecord | null,
    edit: { fields: string[]; summary: (changed: string[], name: string) => string },
  ): Promise<SiteRecord> {
    if (!row) throw notFound(siteWords.siteGone)
    const edited = row
    await auditLog.recordEdit(tx, actor, {
      action: 'site.edited',
      object: { type: 'site', id: site.id },
      before: identityOf(site),
      after: identityOf(edited),
      fields: edit.fields,
      summary: (changed) => edit.summary(changed, edited.name),
      brandId: site.brandId,
      siteId: site.id,
    })
    return edited
  }

  app.patch(
    '/api/brands/:brandId/sites/:siteId',
    { config: siteManagers, schema: { params: siteParams, body: siteIdentityUpdateSchema, response: { 200: siteResponseSchema } } },
    async (request) => {
      const site = await siteInPath(hosts, request)
      const { logo, ...identity } = request.body
      // The default is one of the languages offered, whichever of the two this change names.
      const offered = identity.locales ?? siteLocales(site.meta)
      const standard = identity.locale ?? siteDefaultLocale(site.meta)
      if (!offered.includes(standard)) {
        throw identity.locale === undefined ? fieldError('locales', words.defaultNotOffered) : fieldError('locale', words.notOffered)
      }
      const updated = await database.db.transaction(async (tx) => {
        let row = Object.keys(identity).length > 0 ? await sites.updateIdentity(tx, site.id, identity) : site
        if (logo === null) row = await sites.setLogo(tx, site.id, null)
        return recordIdentityEdit(tx, actorOf(request), site, row, { fields: Object.keys(request.body), summary: (changed, name) => `Edited the ${changed.join(', ')} of ${name}` })
      })
      await sites.invalidate(site.id)
      return toSiteResponse(updated)
    },
  )

  // The logo arrives as the raw image: this scope reads any body as bytes, up to the image limit.
  await acceptImageBodies(app, logoRefusals, (logos) => {
    logos.put(
      '/api/brands/:brandId/sites/:siteId/logo',
      { config: siteManagers, schema: { params: siteParams, response: { 200: siteResponseSchema } } },
      async (request) => {
        const { bytes } = imageBodyOf(request, logoRefusals)
        const site = await siteInPath(hosts, request)
        // Transparency is kept (PNG out); metadata is dropped by re-encoding.
        const png = await reencodedImage(bytes, {
          accepts: ['png', 'jpeg'],
          claimed: 'png',
          refusals: logoRefusals,
          output: (image) => image.resize(logoSizePx, logoSizePx, { fit: 'inside', withoutEnlargement: true }).png(),
        })
        const updated = await database.db.transaction(async (tx) => {
          const upload = await uploads.create(tx, { owner: { purpose: 'brand-image', brandId: site.brandId }, contentType: 'image/png', bytes: png })
          const row = await sites.setLogo(tx, site.id, upload.id)
          return recordIdentityEdit(tx, actorOf(request), site, row, { fields: ['logo'], summary: (_changed, name) => `Changed the logo of ${name}` })
        })
        // The manifest's icons are drawn from the logo and keyed by it: the new one draws new icons.
        await sites.invalidate(site.id)
        return toSiteResponse(updated)
      },
    )
  })
}
