import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderDelta } from '../../../src/rich-text/render-delta'
import { launchChromium } from '../../helpers/chromium'
import { documentCarrying } from '../../unit/rich-text/fixtures/xss-documents'
import { xssPayloads } from '../../unit/rich-text/fixtures/xss-payloads'

const origin = 'http://marque.test'
// The page's own host (relative links and images resolve there) and the two video players.
const allowedHosts = new Set(['marque.test', 'www.youtube.com', 'player.vimeo.com'])
const forbiddenSchemes = /^\s*(?:javascript|vbscript|data:text\/html)/i

// No Content-Security-Policy on purpose: the renderer alone must keep script from running.
const harness = (content: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rich text harness</title>' +
  `<script>window.__xss = false</script></head><body><main id="content">${content}</main></body></html>`

// The control video comes first: players load lazily, and one far down the page would never load.
const renderedSections = [
  `<section data-control="video">${renderDelta({ ops: [{ insert: { video: 'https://youtu.be/dQw4w9WgXcQ' } }] })}</section>`,
  ...xssPayloads.map((payload, index) => `<section data-payload="${index}">${renderDelta(documentCarrying(payload))}</section>`),
].join('')

let browser: Browser
let context: BrowserContext
let page: Page
interface RecordedRequest {
  readonly url: string
  readonly navigation: boolean
}

let requests: RecordedRequest[]
let dialogs: string[]

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser.close()
})

beforeEach(async () => {
  requests = []
  dialogs = []
  context = await browser.newContext()
  // Nothing leaves the machine. Pages (allowed hosts, and any host a followed link may open) get an
  // empty harness; loads of anything else fail.
  await context.route('**/*', async (route) => {
    const request = route.request()
    if (request.isNavigationRequest() || allowedHosts.has(new URL(request.url()).host)) {
      await route.fulfill({ status: 200, contentType: 'text/html', body: harness('') })
    } else {
      await route.abort()
    }
  })
  context.on('request', (request) => requests.push({ url: request.url(), navigation: request.isNavigationRequest() }))
  context.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page = await context.newPage()
  await page.goto(`${origin}/harness`)
})

afterEach(async () => {
  await context.close()
})

/** Gives handlers, animations and loads the chance to run before anything is read. */
async function settle() {
  await page.waitForLoadState('load')
  await page.waitForTimeout(750)
}

/**
 * Follows every distinct link once. Chromium never runs a javascript: URL in a new noopener window,
 * so following our target="_blank" links would prove nothing; each link is followed inside a frame
 * of the page instead, where a javascript: URL would run with the page's rights.
 */
async function followEveryLink(): Promise<number> {
  const followed = await page.evaluate(() => {
    const seen = new Set<string | null>()
    for (const anchor of document.querySelectorAll('a')) {
      const href = anchor.getAttribute('href')
      if (seen.has(href)) continue
      seen.add(href)
      const frame = document.createElement('iframe')
      frame.name = `probe-${seen.size}`
      document.body.append(frame)
      anchor.target = frame.name
      anchor.click()
    }
    return seen.size
  })
  await settle()
  return followed
}

const scriptRan = () => page.evaluate(() => (window as unknown as { __xss: unknown }).__xss !== false)

const requestedUrls = () => requests.map((request) => request.url)

/**
 * Requests with a forbidden scheme, or to a host outside the allow-list. Once links are followed,
 * a page they open may be on any http or https host: the link rule allows that.
 */
function forbiddenRequests({ linksFollowed = false } = {}): string[] {
  return requests
    .filter(({ url, navigation }) => {
      if (forbiddenSchemes.test(url) || !['http:', 'https:'].includes(new URL(url).protocol)) return true
      return !(linksFollowed && navigation) && !allowedHosts.has(new URL(url).host)
    })
    .map((request) => request.url)
}

/** Addresses the browser itself resolved from the rendered markup that fall outside the rules. */
function forbiddenAddressesInPage() {
  return page.evaluate(() => {
    const linkProtocols = ['http:', 'https:', 'mailto:', 'tel:', 'sms:']
    const problems: string[] = []
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('#content a')) {
      if (anchor.href !== 'about:blank' && !linkProtocols.includes(anchor.protocol)) problems.push(`a ${anchor.href}`)
    }
    for (const image of document.querySelectorAll<HTMLImageElement>('#content img')) {
      const src = image.getAttribute('src') ?? ''
      if (src !== '' && !['http:', 'https:'].includes(new URL(image.src).protocol) && !/^data:image\/(?:png|jpeg|gif|webp);base64,/.test(src)) {
        problems.push(`img ${src}`)
      }
    }
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('#content iframe')) {
      if (!['www.youtube.com', 'player.vimeo.com'].includes(new URL(frame.src).host) || !frame.hasAttribute('sandbox')) problems.push(`iframe ${frame.src}`)
    }
    for (const element of document.querySelectorAll('#content *')) {
      for (const attribute of element.attributes) if (/^on/i.test(attribute.name)) problems.push(`${element.localName}[${attribute.name}]`)
    }
    if (document.querySelector('#content script, #content object, #content embed, #content base, #content meta, #content link, #content form, #content style')) {
      problems.push('active element')
    }
    return problems
  })
}

function framesOutsideTheRules({ linksFollowed = false } = {}): string[] {
  return page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => {
      if (url === 'about:blank') return false
      if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) return true
      return !linksFollowed && !allowedHosts.has(new URL(url).host)
    })
}

/** Once the rendered corpus is on the page: every payload is there, and none of them did harm. */
async function expectEveryPayloadHarmless() {
  await settle()
  expect(await page.locator('section[data-payload]').count()).toBe(xssPayloads.length)
  expect(await scriptRan()).toBe(false)
  expect(dialogs).toEqual([])
  expect(await forbiddenAddressesInPage()).toEqual([])
  expect(framesOutsideTheRules()).toEqual([])
  expect(forbiddenRequests()).toEqual([])
  // The recorder saw the loads the renderer allows: an image on the page's host and the video player.
  expect(requestedUrls()).toContain(`${origin}/control.png`)
  expect(requestedUrls()).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ')
}

describe('rich text against the XSS corpus in Chromium', () => {
  it('the harness notices script that runs, a dialog, a followed javascript: link and a forbidden load', async () => {
    await page.setContent(
      harness('<img src="x" onerror="top.__xss = true"><img src="https://xss.attacker.test/x.png"><iframe src="data:text/html,<p>frame</p>"></iframe>'),
    )
    await settle()
    expect(await scriptRan()).toBe(true)
    expect(forbiddenRequests()).toEqual(['https://xss.attacker.test/x.png'])
    expect(framesOutsideTheRules()).toEqual(['data:text/html,<p>frame</p>'])

    await page.setContent(harness('<a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer">link</a>'))
    await settle()
    expect(await followEveryLink()).toBe(1)
    expect(dialogs).toEqual(['1'])
    expect(await forbiddenAddressesInPage()).toEqual(['a javascript:alert(1)'])
  })

  it('server-rendered into the page, no payload runs script or loads anything forbidden', async () => {
    await page.setContent(harness(renderedSections))
    await expectEveryPayloadHarmless()
  })

  it('inserted by the app as HTML, no payload runs script or loads anything forbidden', async () => {
    await page.evaluate((html) => {
      const content = document.getElementById('content') as HTMLElement
      content.innerHTML = html
    }, renderedSections)
    await expectEveryPayloadHarmless()
  })

  it('following every rendered link runs no script and opens nothing forbidden', async () => {
    await page.setContent(harness(renderedSections))
    await settle()
    const followed = await followEveryLink()
    expect(followed).toBeGreaterThan(1)
    expect(await scriptRan()).toBe(false)
    expect(dialogs).toEqual([])
    expect(framesOutsideTheRules({ linksFollowed: true })).toEqual([])
    expect(forbiddenRequests({ linksFollowed: true })).toEqual([])
  })
})
