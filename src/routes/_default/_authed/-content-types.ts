/**
 * The block types of content pages, as the builder's address names them (/content/{pageId}/{type}).
 * `appointmets-calendar` is the spelling the product's links use; `appointments-calendar` is
 * accepted too and means the same.
 */
export const contentTypes = {
  html: { title: 'HTML page' },
  image: { title: 'Image' },
  video: { title: 'Video' },
  blocks: { title: 'Content blocks' },
  divider: { title: 'Divider' },
  'user-list': { title: 'People' },
  videofull: { title: 'Full-screen video' },
  'events-log': { title: 'Events log' },
  'image-html': { title: 'Image with text' },
  'ai-page-chat': { title: 'AI page assistant' },
  'image-blocks': { title: 'Image gallery' },
  'site-overview': { title: 'Site overview' },
  'appointmets-calendar': { title: 'Appointments calendar' },
  'appointments-calendar': { title: 'Appointments calendar' },
} as const

export type ContentType = keyof typeof contentTypes

export function isContentType(value: string): value is ContentType {
  return Object.hasOwn(contentTypes, value)
}
