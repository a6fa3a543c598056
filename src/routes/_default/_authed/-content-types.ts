/**
 * The kinds of content page and what each will show. `appointmets-calendar` is the spelling the
 * product's links use; `appointments-calendar` is accepted too and means the same page.
 */
export const contentTypes = {
  html: { title: 'HTML page', purpose: 'A page written in rich text will be shown here.' },
  image: { title: 'Image', purpose: 'An image with its caption will be shown here.' },
  video: { title: 'Video', purpose: 'A video will play here.' },
  blocks: { title: 'Content blocks', purpose: 'A page made of blocks of text, images and links will be shown here.' },
  divider: { title: 'Divider', purpose: 'A section divider between content blocks will be shown here.' },
  'user-list': { title: 'People', purpose: 'A list of people with links to their cards will be shown here.' },
  videofull: { title: 'Full-screen video', purpose: 'A video filling the screen will play here.' },
  'events-log': { title: 'Events log', purpose: 'A log of events, newest first, will be shown here.' },
  'image-html': { title: 'Image with text', purpose: 'An image beside a rich-text description will be shown here.' },
  'ai-page-chat': { title: 'AI page assistant', purpose: 'A chat that helps write this page with AI will be here.' },
  'image-blocks': { title: 'Image gallery', purpose: 'A gallery of image blocks will be shown here.' },
  'site-overview': { title: 'Site overview', purpose: "An overview of the site's pages, visits and activity will be shown here." },
  'appointmets-calendar': { title: 'Appointments calendar', purpose: 'A calendar to see free times and book appointments will be here.' },
  'appointments-calendar': { title: 'Appointments calendar', purpose: 'A calendar to see free times and book appointments will be here.' },
} as const

export type ContentType = keyof typeof contentTypes

export function isContentType(value: string): value is ContentType {
  return Object.hasOwn(contentTypes, value)
}
