import { type Say, sayInEnglish } from '../i18n/say'
import { blockWords } from './block-words'
import type { DeltaDocument } from '../domain/delta'
import type { PageBlock } from '../domain/page'
import { escapeHtml } from '../rich-text/escape-html'
import { safeLinkHref } from '../rich-text/safe-url'
import { bookingCalendarMarkup, type ShownAppointment } from './booking-calendar-markup'
import { videoHeroMarkup, videoPlayerMarkup, type ShownVideo } from './video-markup'

/** A person of the site who chose to be listed, with the address of their published card, if any. */
export type ListedPerson = { name: string; about: string; card: string | null; photo: string | null }

/** What blocks show besides their own content: the site's people, pages and contact. */
export type PageBlockContext = {
  siteName: string
  /** The address an uploaded image is served at. */
  imageUrl(uploadId: string): string
  /** Rich text as HTML: the app's renderer (src/rich-text/render-delta.ts on the server). */
  richText(doc: DeltaDocument): string
  people: ListedPerson[]
  pages: { url: string; title: string }[]
  contact: { email: string; phone: string; website: string; address: string }
  /** The videos the page's blocks show that visitors may watch (ready, and public or unlisted), by id. */
  videos: ReadonlyMap<string, ShownVideo>
  /** The appointment types the page's blocks offer that visitors may book (published, of the site's brand), by id. */
  appointments: ReadonlyMap<string, ShownAppointment>
  /** The words around the brand's content in the reader's language (English when not given), and the locale dates are written in. */
  say?: Say
  locale?: string
}

const attr = escapeHtml
/** A block's link: an address on this site as it is, anything else through the editor's safe-link rule. */
const href = (to: string) => attr(to.startsWith('/') && !to.startsWith('//') ? to : safeLinkHref(to))
const isExternal = (to: string) => /^https?:\/\//i.test(to)
const linkOpen = (to: string) => `<a href="${href(to)}"${isExternal(to) ? ' rel="noopener noreferrer"' : ''}>`

const icons: Record<string, string> = {
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  check: 'M5 12l4 4 10-10',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  chat: 'M4 5h16v11H8l-4 4z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  map: 'M12 21s-6-5.3-6-11a6 6 0 0 1 12 0c0 5.7-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
}
const iconSvg = (name: string) =>
  icons[name]
    ? `<svg class="mqb-icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${icons[name]}" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/></svg>`
    : ''

/** The widths the server offers a page image at (server/modules/uploads/image-renditions.ts). */
const renditionWidths = [480, 960, 1600]

type BlockImage = { upload_id: string; alt: string; width?: number; height?: number }

/**
 * An image with its alt text and, when its size is known, the space it takes (no shift when it
 * arrives) and the smaller copies a phone loads instead (`srcset`, `sizes`).
 */
function imageTag(image: BlockImage, context: PageBlockContext, sizes: string): string {
  const src = context.imageUrl(image.upload_id)
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ''
  const smaller = image.width ? renditionWidths.filter((width) => width < image.width!) : []
  const srcset = smaller.length > 0 ? ` srcset="${attr([...smaller.map((width) => `${src}?w=${width} ${width}w`), `${src} ${image.width}w`].join(', '))}" sizes="${sizes}"` : ''
  return `<img src="${attr(src)}"${srcset} alt="${attr(image.alt)}"${size} loading="lazy">`
}

const dateWords = (date: string, locale: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function peopleList(people: ListedPerson[], say: Say): string {
  if (people.length === 0) return `<p class="mqb-empty">${escapeHtml(say(blockWords.nobodyListed))}</p>`
  const items = people.map((person) => {
    const inner = `${person.photo ? `<img src="${attr(person.photo)}" alt="" width="56" height="56" loading="lazy">` : ''}<span class="mqb-person-name">${escapeHtml(person.name)}</span>${person.about ? `<span class="mqb-person-title">${escapeHtml(person.about)}</span>` : ''}`
    return `<li class="mqb-person">${person.card ? `<a href="${attr(person.card)}">${inner}</a>` : `<div>${inner}</div>`}</li>`
  })
  return `<ul class="mqb-people">${items.join('')}</ul>`
}

const heading = (title: string) => (title ? `<h2>${escapeHtml(title)}</h2>` : '')

/** One block as HTML: every text escaped, every link through the safe-link rule, images with their alt text. */
export function renderPageBlock(block: PageBlock, context: PageBlockContext): string {
  const say = context.say ?? sayInEnglish
  const open = (extra = '') => `<section class="mqb mqb-${block.type}${extra}" data-block-id="${attr(block.id)}">`
  switch (block.type) {
    case 'html':
      return `${open()}<div class="rich-text">${context.richText(block.content)}</div></section>`
    case 'image': {
      const image = imageTag(block, context, '(min-width: 1024px) 960px, 100vw')
      const linked = block.link ? `${linkOpen(block.link)}${image}</a>` : image
      return `${open()}<figure>${linked}${block.caption ? `<figcaption>${escapeHtml(block.caption)}</figcaption>` : ''}</figure></section>`
    }
    case 'image-html':
      return `${open(` mqb-image-${block.image_side}`)}${imageTag(block, context, '(min-width: 640px) 40vw, 100vw')}<div class="rich-text">${context.richText(block.content)}</div></section>`
    case 'image-blocks': {
      const items = block.items.map((item) => {
        const image = imageTag(item, context, block.layout === 'gallery' ? '(min-width: 960px) 50vw, 100vw' : '(min-width: 600px) 33vw, 100vw')
        const title = item.title ? `<span class="mqb-tile-title">${escapeHtml(item.title)}</span>` : ''
        return `<li>${item.link ? `${linkOpen(item.link)}${image}${title}</a>` : `<figure>${image}${title ? `<figcaption>${title}</figcaption>` : ''}</figure>`}</li>`
      })
      return `${open(` mqb-${block.layout}`)}<ul class="mqb-tiles">${items.join('')}</ul></section>`
    }
    case 'blocks': {
      const items = block.items.map((item) => {
        const title = `<h3>${item.link ? `${linkOpen(item.link)}${escapeHtml(item.title)}</a>` : escapeHtml(item.title)}</h3>`
        return `<li class="mqb-card">${iconSvg(item.icon)}${title}${item.text ? `<p>${escapeHtml(item.text)}</p>` : ''}</li>`
      })
      return `${open()}<ul class="mqb-cards">${items.join('')}</ul></section>`
    }
    case 'divider':
      return block.style === 'line'
        ? `${open()}<hr></section>`
        : block.style === 'ornament'
          ? `${open()}<p class="mqb-ornament" role="separator">✦ ✦ ✦</p></section>`
          : `${open()}<div class="mqb-space" role="separator"></div></section>`
    case 'user-list':
      return `${open()}${heading(block.title)}${peopleList(context.people, say)}</section>`
    case 'events-log': {
      const entries = [...block.entries]
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((entry) => `<li><time datetime="${attr(entry.date)}">${escapeHtml(dateWords(entry.date, context.locale ?? 'en-GB'))}</time><h3>${escapeHtml(entry.title)}</h3><div class="rich-text">${context.richText(entry.content)}</div></li>`)
      return `${open()}<ol class="mqb-timeline">${entries.join('')}</ol></section>`
    }
    case 'site-overview': {
      const { contact } = context
      const pages = context.pages.map((page) => `<li><a href="/${attr(page.url)}">${escapeHtml(page.title)}</a></li>`).join('')
      const contactLines = [
        contact.email ? `<li><a href="mailto:${attr(contact.email)}">${escapeHtml(contact.email)}</a></li>` : '',
        contact.phone ? `<li><a href="tel:${attr(contact.phone.replace(/[^+0-9]/g, ''))}">${escapeHtml(contact.phone)}</a></li>` : '',
        contact.website ? `<li>${linkOpen(contact.website)}${escapeHtml(contact.website)}</a></li>` : '',
        contact.address ? `<li>${escapeHtml(contact.address)}</li>` : '',
      ].join('')
      return [
        open(),
        `<h2>${escapeHtml(block.title || context.siteName)}</h2>`,
        pages ? `<h3>${escapeHtml(say(blockWords.pages))}</h3><ul class="mqb-links">${pages}</ul>` : '',
        `<h3>${escapeHtml(say(blockWords.people))}</h3>${peopleList(context.people, say)}`,
        contactLines ? `<h3>${escapeHtml(say(blockWords.contact))}</h3><ul class="mqb-links">${contactLines}</ul>` : '',
        '</section>',
      ].join('')
    }
    case 'video': {
      const video = context.videos.get(block.video_id)
      return `${open()}${video ? videoPlayerMarkup(video, { caption: block.caption, say }) : missing(say, blockWords.videoMissing)}</section>`
    }
    case 'videofull': {
      const video = context.videos.get(block.video_id)
      const text = { heading: block.heading, text: block.text, link: block.link && block.link_label ? { href: href(block.link), label: block.link_label } : null }
      return `${open()}${video ? videoHeroMarkup(video, text, say) : missing(say, blockWords.videoMissing)}</section>`
    }
    case 'appointmets-calendar': {
      const type = context.appointments.get(block.appointment_type_id)
      return `${open()}${type ? bookingCalendarMarkup(type, block.heading, say) : missing(say, blockWords.bookingMissing)}</section>`
    }
  }
}

/**
 * Where a video block's video cannot be shown (deleted, private, not yet transcoded), or a booking
 * calendar's type cannot be booked (deleted, not published, another brand's): said plainly, never a
 * broken player.
 */
const missing = (say: Say, descriptor: { id: string; defaultMessage: string }) => `<p class="mqb-empty">${escapeHtml(say(descriptor))}</p>`

export function renderPageBlocks(blocks: PageBlock[], context: PageBlockContext): string {
  return blocks.map((block) => renderPageBlock(block, context)).join('')
}
