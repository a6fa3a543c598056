import { sayWith, translatorFor } from '../../i18n/translator'
import { requestLocale } from '../../i18n/request-locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { renderPageBlocks } from '../../../src/content-blocks/render-page-blocks'
import { pageCreateSchema, pageDraftSchema, pageListSchema, pagePreviewAnswerSchema, pagePreviewSchema, pageSchema, pageVersionListSchema, type Page, type PageBlock } from '../../../src/domain/page'
import type { AppContext } from '../../app-context'
import type { Transaction } from '../../db/client'
import { defineMessages } from '@formatjs/intl'
import { HttpError, fieldError, notFound, said } from '../../http-error'
import { actorOf } from '../../access/actor'
import { pageBlockContext } from './content-page'
import type { PageFields, PageWriteResult } from './page-repository'

const words = defineMessages({
  noPage: { id: 'contentErrors.noPage', defaultMessage: 'No page with this id on this site' },
  urlTaken: { id: 'contentErrors.urlTaken', defaultMessage: 'another page of this site is at /{url} already; choose another address' },
  draftConflict: { id: 'contentErrors.draftConflict', defaultMessage: 'Someone else saved this page since you opened it: compare their version with yours, then save again' },
  noSite: { id: 'contentErrors.noSite', defaultMessage: 'No site with this id in this brand' },
  notPageImage: { id: 'contentErrors.notPageImage', defaultMessage: "must be an image uploaded for this site's pages" },
  noVersion: { id: 'contentErrors.noVersion', defaultMessage: 'This page has no version with that number' },
})

const siteParams = z.object({ brandId: z.string().min(1).max(100), siteId: z.uuid('must be the id of a site') })
const pageParams = siteParams.extend({ pageId: z.uuid('must be the id of a page') })
const versionParams = pageParams.extend({ number: z.coerce.number().int().min(1).max(1_000_000) })
const pageEditors = { access: { brand: 'edit-pages' } } as const

const noPage = () => notFound(words.noPage)
const urlTaken = (url: string) => fieldError('url', said(words.urlTaken, { url }), 409)

/** Someone saved the page since this draft was loaded: their draft comes back, so nothing is overwritten silently. */
class DraftConflict extends HttpError {
  constructor(readonly current: Page) {
    super(412, words.draftConflict)
  }
}

/** The uploads a page's blocks show, each of which must be an image uploaded for this site's pages. */
function uploadsOf(fields: Pick<PageFields, 'blocks' | 'social_image_upload_id'>): { field: string; id: string }[] {
  const found: { field: string; id: string }[] = []
  if (fields.social_image_upload_id) found.push({ field: 'social_image_upload_id', id: fields.social_image_upload_id })
  fields.blocks.forEach((block: PageBlock, index) => {
    if (block.type === 'image' || block.type === 'image-html') found.push({ field: `blocks.${index}.upload_id`, id: block.upload_id })
    if (block.type === 'image-blocks') block.items.forEach((item, at) => found.push({ field: `blocks.${index}.items.${at}.upload_id`, id: item.upload_id }))
  })
  return found
}

/** What the editors of a brand's sites use to write, publish and restore content pages. */
export const pageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { repositories } = context
  const { pages } = repositories

  async function siteOfBrand(brandId: string, siteId: string) {
    const site = await repositories.sites.findById(siteId)
    if (!site || site.brandId !== brandId) throw notFound(words.noSite)
    return site
  }

  async function checkUploads(siteId: string, fields: Pick<PageFields, 'blocks' | 'social_image_upload_id'>) {
    for (const { field, id } of uploadsOf(fields)) {
      const upload = await repositories.uploads.find(id)
      if (!upload || upload.purpose !== 'page-image' || upload.siteId !== siteId) {
        throw fieldError(field, words.notPageImage)
      }
    }
  }

  function written(result: PageWriteResult | { ok: false; reason: 'no-version' }, url: string): Page {
    if (result.ok) return result.page
    switch (result.reason) {
      case 'not-found':
        throw noPage()
      case 'url-taken':
        throw urlTaken(url)
      case 'conflict':
        throw new DraftConflict(result.current)
      case 'no-version':
        throw notFound(words.noVersion)
    }
  }

  const record = (
    request: Parameters<typeof actorOf>[0] & { brand: { id: string } },
    siteId: string,
    page: Page,
    action: 'page.created' | 'page.published' | 'page.unpublished' | 'page.deleted' | 'page.restored',
    summary: string,
    tx: Transaction | null = null,
  ) =>
    repositories.auditLog.record(tx, actorOf(request), { action, object: { type: 'page', id: page.id }, summary, brandId: request.brand.id, siteId })

  // A conflict answers with the draft saved since, beside the usual error shape.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DraftConflict) {
      const message = error.messageIn(sayWith(translatorFor(requestLocale(request))))
      return reply.code(412).send({ status: 'error', code: 'changed_meanwhile', message, current: error.current })
    }
    throw error
  })

  // The builder's address names the page only (/content/{pageId}/{type}): it finds its site here.
  app.get(
    '/api/brands/:brandId/pages/:pageId',
    { config: pageEditors, schema: { params: z.object({ brandId: siteParams.shape.brandId, pageId: pageParams.shape.pageId }), response: { 200: pageSchema } } },
    async (request) => (await pages.findInBrand(request.brand.id, request.params.pageId)) ?? Promise.reject(noPage()),
  )

  app.get('/api/brands/:brandId/sites/:siteId/pages', { config: pageEditors, schema: { params: siteParams, response: { 200: pageListSchema } } }, async (request) => {
    const site = await siteOfBrand(request.brand.id, request.params.siteId)
    return { pages: await pages.list(site.id) }
  })

  app.post(
    '/api/brands/:brandId/sites/:siteId/pages',
    { config: pageEditors, schema: { params: siteParams, body: pageCreateSchema, response: { 201: pageSchema } } },
    async (request, reply) => {
      const site = await siteOfBrand(request.brand.id, request.params.siteId)
      await checkUploads(site.id, request.body)
      const page = written(await pages.create(site.id, request.session.userId, request.body), request.body.url)
      await record(request, site.id, page, 'page.created', `Created the page "${page.title}" (/${page.url})`)
      return reply.code(201).send(page)
    },
  )

  // The builder's preview: blocks as a visitor will see them, drawn by the renderer /{url} uses,
  // with the site's people, pages and contact filled in. Nothing is saved.
  app.post(
    '/api/brands/:brandId/sites/:siteId/pages/preview',
    { config: pageEditors, schema: { params: siteParams, body: pagePreviewSchema, response: { 200: pagePreviewAnswerSchema } } },
    async (request) => {
      const site = await siteOfBrand(request.brand.id, request.params.siteId)
      await checkUploads(site.id, { blocks: request.body.blocks, social_image_upload_id: null })
      return { html: renderPageBlocks(request.body.blocks, await pageBlockContext(context, site, request.body.blocks, translatorFor(requestLocale(request, site.meta)))) }
    },
  )

  app.get('/api/brands/:brandId/sites/:siteId/pages/:pageId', { config: pageEditors, schema: { params: pageParams, response: { 200: pageSchema } } }, async (request) => {
    const site = await siteOfBrand(request.brand.id, request.params.siteId)
    return (await pages.find(site.id, request.params.pageId)) ?? Promise.reject(noPage())
  })

  app.put(
    '/api/brands/:brandId/sites/:siteId/pages/:pageId',
    { config: pageEditors, schema: { params: pageParams, body: pageDraftSchema, response: { 200: pageSchema } } },
    async (request) => {
      const site = await siteOfBrand(request.brand.id, request.params.siteId)
      const { revision, ...fields } = request.body
      await checkUploads(site.id, fields)
      const before = await pages.find(site.id, request.params.pageId)
      const page = written(await pages.saveDraft(site.id, request.params.pageId, request.session.userId, fields, revision), fields.url)
      await repositories.auditLog.recordEdit(null, actorOf(request), {
        action: 'page.edited',
        object: { type: 'page', id: page.id },
        before,
        after: page,
        fields: Object.keys(fields),
        summary: (changed) => `Saved the draft of the page "${page.title}" (/${page.url}): ${changed.join(', ')}`,
        brandId: request.brand.id,
        siteId: site.id,
      })
      return page
    },
  )

  app.post('/api/brands/:brandId/sites/:siteId/pages/:pageId/publish', { config: pageEditors, schema: { params: pageParams, response: { 200: pageSchema } } }, async (request) => {
    const site = await siteOfBrand(request.brand.id, request.params.siteId)
    const page = written(await pages.publish(site.id, request.params.pageId, request.session.userId), '')
    await record(request, site.id, page, 'page.published', `Published version ${page.published_version} of the page "${page.title}" at /${page.url}`)
    return page
  })

  app.post('/api/brands/:brandId/sites/:siteId/pages/:pageId/unpublish', { config: pageEditors, schema: { params: pageParams, response: { 200: pageSchema } } }, async (request) => {
    const site = await siteOfBrand(request.brand.id, request.params.siteId)
    const page = written(await pages.unpublish(site.id, request.params.pageId), '')
    await record(request, site.id, page, 'page.unpublished', `Took the page "${page.title}" (/${page.url}) off the site`)
    return page
  })

  app.delete('/api/brands/:brandId/sites/:siteId/pages/:pageId', { config: pageEditors, schema: { params: pageParams } }, async (request, reply) => {
    const site = await siteOfBrand(request.brand.id, request.params.siteId)
    const page = await pages.find(site.id, request.params.pageId)
    if (!page) throw noPage()
    // The page, its versions, the images only it showed and the event go together; the images' files once that commits.
    const imageFiles = await context.database.db.transaction(async (tx) => {
      const { removed, ownImageIds } = await pages.remove(tx, site.id, page.id)
      if (!removed) throw noPage()
      await record(request, site.id, page, 'page.deleted', `Deleted the page "${page.title}" (/${page.url})`, tx)
      return repositories.uploads.forget(tx, ownImageIds)
    })
    await context.jobs.send('upload-files', { fileNames: imageFiles })
    return reply.code(204).send()
  })

  app.get(
    '/api/brands/:brandId/sites/:siteId/pages/:pageId/versions',
    { config: pageEditors, schema: { params: pageParams, response: { 200: pageVersionListSchema } } },
    async (request) => {
      const site = await siteOfBrand(request.brand.id, request.params.siteId)
      const versions = await pages.versions(site.id, request.params.pageId)
      if (!versions) throw noPage()
      return { versions }
    },
  )

  app.post(
    '/api/brands/:brandId/sites/:siteId/pages/:pageId/versions/:number/restore',
    { config: pageEditors, schema: { params: versionParams, response: { 200: pageSchema } } },
    async (request) => {
      const site = await siteOfBrand(request.brand.id, request.params.siteId)
      const page = written(await pages.restore(site.id, request.params.pageId, request.session.userId, request.params.number), '')
      await record(request, site.id, page, 'page.restored', `Made version ${request.params.number} the draft of the page "${page.title}" (/${page.url})`)
      return page
    },
  )
}
