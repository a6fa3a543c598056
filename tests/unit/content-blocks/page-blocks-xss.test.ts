import { describe, expect, it } from 'vitest'
import { renderPageBlocks, type PageBlockContext } from '../../../src/content-blocks/render-page-blocks'
import type { PageBlock } from '../../../src/domain/page'
import { renderDelta } from '../../../src/rich-text/render-delta'
import { documentCarrying } from '../rich-text/fixtures/xss-documents'
import { xssPayloads } from '../rich-text/fixtures/xss-payloads'

const pageAddress = 'http://marque.test/page'
/** What the block renderer writes itself; the rich text inside is the renderer's own (tests/unit/rich-text). */
const blockTags = new Set('section figure figcaption img a ul ol li h2 h3 p div span hr time svg path video source track button'.split(' '))
const linkProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'about:'])

/** Every block type, with the payload in each of its texts, links and images (past what the contracts would accept). */
function pageCarrying(payload: string): PageBlock[] {
  const doc = documentCarrying(payload)
  return [
    { type: 'html', id: 'b1', content: doc },
    { type: 'image', id: 'b2', upload_id: payload, alt: payload, caption: payload, link: payload },
    { type: 'image-html', id: 'b3', upload_id: payload, alt: payload, image_side: 'left', content: doc },
    { type: 'image-blocks', id: 'b4', layout: 'grid', items: [{ upload_id: payload, alt: payload, title: payload, link: payload }] },
    { type: 'blocks', id: 'b5', items: [{ icon: 'star', title: payload, text: payload, link: payload }] },
    { type: 'divider', id: 'b6', style: 'ornament' },
    { type: 'user-list', id: 'b7', title: payload },
    { type: 'events-log', id: 'b8', entries: [{ date: '2026-11-23', title: payload, content: doc }] },
    { type: 'site-overview', id: 'b9', title: payload },
    { type: 'video', id: 'b10', video_id: payload, caption: payload },
    { type: 'videofull', id: 'b11', video_id: payload, heading: payload, text: payload, link: payload, link_label: payload },
    { type: 'appointmets-calendar', id: 'b12', appointment_type_id: payload, heading: payload },
    { type: 'appointmets-calendar', id: 'b13', appointment_type_id: 'not-shown', heading: payload },
  ]
}

function contextCarrying(payload: string): PageBlockContext {
  return {
    siteName: payload,
    imageUrl: (id) => `/uploads/${encodeURIComponent(id)}`,
    richText: renderDelta,
    people: [{ name: payload, about: payload, card: `/vcard/${encodeURIComponent(payload)}`, photo: `/uploads/${encodeURIComponent(payload)}` }],
    pages: [{ url: encodeURIComponent(payload), title: payload }],
    contact: { email: payload, phone: payload, website: payload, address: payload },
    videos: new Map([[payload, { id: payload, title: payload, width: 1280, height: 720, captions: [{ language: payload, label: payload }] }]]),
    appointments: new Map([[payload, { id: payload, title: payload, durationMinutes: 30, hostName: payload, place: { address: payload } }]]),
  }
}

/** What in the blocks' own markup could run or leave the page: described for the failure message. */
function unsafeParts(html: string): string[] {
  const problems: string[] = []
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
  for (const element of document.body.querySelectorAll('*')) {
    const insideRichText = element.closest('.rich-text') !== null
    if (!insideRichText && !blockTags.has(element.localName)) problems.push(`<${element.localName}>`)
    for (const { name } of element.attributes) if (/^on/i.test(name)) problems.push(`${element.localName}[${name}]`)
    if (element.localName === 'a') {
      const href = element.getAttribute('href') ?? ''
      const protocol = URL.canParse(href, pageAddress) ? new URL(href, pageAddress).protocol : 'invalid'
      if (!linkProtocols.has(protocol)) problems.push(`a[href=${href}]`)
    }
    // A video's files come only from the site's own video addresses.
    for (const name of ['src', 'poster', 'data-src']) {
      const value = element.getAttribute(name)
      if (['video', 'source', 'track'].includes(element.localName) && value !== null && !value.startsWith('/api/videos/')) problems.push(`${element.localName}[${name}=${value}]`)
    }
    const background = element.getAttribute('style')?.match(/url\((.*)\)/)?.[1]
    if (background !== undefined && !/^'\/api\/videos\/[^']*'$/.test(background)) problems.push(`${element.localName}[style=${background}]`)
    if (element.localName === 'img' && !insideRichText) {
      const src = element.getAttribute('src') ?? ''
      if (!src.startsWith('/uploads/') && !src.startsWith('/api/videos/')) problems.push(`img[src=${src}]`)
    }
  }
  if (document.querySelectorAll('script, style, iframe, object, embed, base, meta, link, form').length > 0) problems.push('an element that runs or loads')
  return problems
}

describe('content blocks against the XSS corpus', () => {
  it('finds the unsafe parts of raw markup, so a clean result means something', () => {
    expect(unsafeParts('<section><img src="x" onerror="top.__xss=1"></section>')).toContain('img[onerror]')
    expect(unsafeParts('<a href="javascript:alert(1)">x</a>')).toContain('a[href=javascript:alert(1)]')
    expect(unsafeParts('<section><script>1</script></section>')).toContain('<script>')
  })

  it.each(xssPayloads.map((payload, index) => [index, payload] as const))('payload %i in every block type renders to nothing unsafe: %j', (_index, payload) => {
    expect(unsafeParts(renderPageBlocks(pageCarrying(payload), contextCarrying(payload)))).toEqual([])
  })
})
