import { z } from 'zod'
import { deltaDocumentSchema } from './delta'
import { addressWordSchema } from './address-word'
import { reservedPageUrls } from './page-urls'
import { problem } from './problems'

/**
 * A site's content page lives at `/{url}`: one segment of lower-case letters, digits and single
 * hyphens, never one of the app's own first segments (page-urls.ts).
 */
export const pageUrlSchema = addressWordSchema({
  max: 64,
  example: 'about-us',
  reserved: { is: (url) => (reservedPageUrls as readonly string[]).includes(url), message: 'pageWordReserved' },
})

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, problem('oneLine'))

/** A link a visitor follows from a block: an address on this site (/…) or an http(s), mailto or tel address; '' for none. */
export const blockLinkSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (to) => to === '' || /^\/(?![/\\])/.test(to) || /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9 ()./-]+)$/i.test(to),
    problem('blockLink'),
  )

const blockId = z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/, problem('blockId'))
const uploadId = z.uuid(problem('uploadedImage'))
const videoId = z.uuid(problem('brandVideo'))
const appointmentTypeId = z.uuid(problem('brandAppointmentType'))
/** The image's size in pixels, as the upload answered it: the page reserves its space and offers smaller copies. */
const imageSize = {
  width: z.number().int().min(1).max(20_000).optional(),
  height: z.number().int().min(1).max(20_000).optional(),
}
const altText = z
  .string()
  .trim()
  .min(1, problem('altText'))
  .max(300)

/** The icons a text card of a `blocks` block may show. */
export const blockIcons = ['none', 'star', 'heart', 'check', 'bolt', 'chat', 'calendar', 'map', 'phone', 'mail', 'globe', 'user'] as const

/** Each block type: one schema here, one editor in the app, one renderer both the app and the server use. */
export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('html'), id: blockId, content: deltaDocumentSchema }).strict(),
  z
    .object({
      type: z.literal('image'),
      id: blockId,
      upload_id: uploadId,
      ...imageSize,
      alt: altText,
      caption: line(300).default(''),
      link: blockLinkSchema.default(''),
    })
    .strict(),
  z
    .object({
      type: z.literal('image-html'),
      id: blockId,
      upload_id: uploadId,
      ...imageSize,
      alt: altText,
      image_side: z.enum(['left', 'right']).default('left'),
      content: deltaDocumentSchema,
    })
    .strict(),
  z
    .object({
      type: z.literal('image-blocks'),
      id: blockId,
      layout: z.enum(['grid', 'gallery']).default('grid'),
      items: z
        .array(z.object({ upload_id: uploadId, ...imageSize, alt: altText, title: line(120).default(''), link: blockLinkSchema.default('') }).strict())
        .min(1)
        .max(24),
    })
    .strict(),
  z
    .object({
      type: z.literal('blocks'),
      id: blockId,
      items: z
        .array(
          z
            .object({
              icon: z.enum(blockIcons).default('none'),
              title: line(120).min(1),
              text: z.string().trim().max(1000).default(''),
              link: blockLinkSchema.default(''),
            })
            .strict(),
        )
        .min(1)
        .max(12),
    })
    .strict(),
  z.object({ type: z.literal('divider'), id: blockId, style: z.enum(['line', 'space', 'ornament']).default('line') }).strict(),
  z.object({ type: z.literal('user-list'), id: blockId, title: line(120).default('') }).strict(),
  z
    .object({
      type: z.literal('events-log'),
      id: blockId,
      entries: z
        .array(
          z
            .object({
              date: z.iso.date(),
              title: line(160).min(1),
              content: deltaDocumentSchema,
            })
            .strict(),
        )
        .max(200),
    })
    .strict(),
  z.object({ type: z.literal('site-overview'), id: blockId, title: line(120).default('') }).strict(),
  z.object({ type: z.literal('video'), id: blockId, video_id: videoId, caption: line(300).default('') }).strict(),
  z
    .object({
      type: z.literal('videofull'),
      id: blockId,
      video_id: videoId,
      heading: line(120).default(''),
      text: line(300).default(''),
      link: blockLinkSchema.default(''),
      link_label: line(60).default(''),
    })
    .strict(),
  // The product's spec spells the type so (its builder addresses use it); the spelling stays.
  z.object({ type: z.literal('appointmets-calendar'), id: blockId, appointment_type_id: appointmentTypeId, heading: line(120).default('') }).strict(),
])
export type PageBlock = z.infer<typeof pageBlockSchema>

/** What an editor writes of a page. */
const pageFieldsShape = {
  url: pageUrlSchema,
  title: line(160).min(1),
  /** For search engines and link previews. */
  description: line(300),
  /** The image of link previews (an image uploaded for this site's pages), or null. */
  social_image_upload_id: uploadId.nullable(),
  blocks: z.array(pageBlockSchema).max(100),
}

/** POST …/pages */
export const pageCreateSchema = z
  .object({
    ...pageFieldsShape,
    description: pageFieldsShape.description.default(''),
    social_image_upload_id: pageFieldsShape.social_image_upload_id.default(null),
    blocks: pageFieldsShape.blocks.default([]),
  })
  .strict()
export type PageCreate = z.input<typeof pageCreateSchema>

/**
 * PUT …/pages/{pageId}: the whole draft, with the revision it was made from. A draft saved by
 * someone else since is a conflict (412), answered with their draft, never overwritten.
 */
export const pageDraftSchema = z.object({ ...pageFieldsShape, revision: z.number().int().min(0) }).strict()
export type PageDraft = z.infer<typeof pageDraftSchema>

/** POST …/pages/preview: blocks to draw as a visitor would see them, without saving them. */
export const pagePreviewSchema = z.object({ blocks: pageFieldsShape.blocks }).strict()
export const pagePreviewAnswerSchema = z.object({ html: z.string() })

export const pageStatusSchema = z.enum(['draft', 'published'])

/** A page as its editors see it: the draft, and what is published. */
export const pageSchema = z.object({
  id: z.string(),
  site_id: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  social_image_upload_id: z.string().nullable(),
  blocks: z.array(pageBlockSchema),
  revision: z.number(),
  status: pageStatusSchema,
  /** The published version's number, or null when the page is not published. */
  published_version: z.number().nullable(),
  /** Whether the draft differs from the published version. */
  has_unpublished_changes: z.boolean(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
})
export type Page = z.infer<typeof pageSchema>
export const pageListSchema = z.object({ pages: z.array(pageSchema) })

/** A published version, kept for good. */
export const pageVersionSchema = z.object({
  number: z.number(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(pageBlockSchema),
  published_at: z.string(),
  published_by: z.string().nullable(),
})
export type PageVersion = z.infer<typeof pageVersionSchema>
export const pageVersionListSchema = z.object({ versions: z.array(pageVersionSchema) })

/** GET /api/pages/{url}: a published page as a visitor sees it. */
export const publicPageSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  social_image: z.string().nullable(),
  blocks: z.array(pageBlockSchema),
  /** The blocks as the server draws them (src/content-blocks/render-page-blocks.ts), people and pages filled in. */
  html: z.string(),
  published_at: z.string(),
})
export type PublicPage = z.infer<typeof publicPageSchema>
