import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * What a person checks on a screen at a glance, read from the page as Chromium drew it: nothing
 * wider than the window (no sideways scrolling on a phone), the thing they came for in view, and
 * text they can read against what is behind it.
 */

/** The page scrolls only up and down: nothing makes it wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const inner = window.innerWidth
    // The elements that reach past the right edge, named for the failure message.
    const past = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > inner + 0.5)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`)
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: inner, widest: past }
  })
  expect(scrollWidth, `the page is ${scrollWidth}px wide in a ${innerWidth}px window; past the edge: ${widest.join(', ')}`).toBeLessThanOrEqual(innerWidth)
}

/** The element is drawn (once the page has settled), has a size, and lies within the window's width. */
export async function expectInView(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 })
  const box = await locator.boundingBox()
  const width = await locator.page().evaluate(() => window.innerWidth)
  expect(box, 'has a box').not.toBeNull()
  expect(box!.width).toBeGreaterThan(0)
  expect(box!.height).toBeGreaterThan(0)
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5)
}

/** The element is in sight without scrolling: its whole box lies within the window, up and down too. */
export async function expectOnScreen(locator: Locator): Promise<void> {
  await expectInView(locator)
  const box = (await locator.boundingBox())!
  const height = await locator.page().evaluate(() => window.innerHeight)
  expect(box.y, 'its top is in the window').toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, `its bottom (${Math.round(box.y + box.height)}px) is in the ${height}px window`).toBeLessThanOrEqual(height + 0.5)
}

type Rgba = [number, number, number, number]

function parseColour(value: string): Rgba {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value)
  if (!match) throw new Error(`Cannot read the colour "${value}" (expected rgb() or rgba())`)
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])]
}

/** `top` drawn over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1]
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
function contrast(a: Rgba, b: Rgba): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/**
 * The text reads against what is behind it (WCAG AA): 4.5:1, or 3:1 for large text (24 px, or
 * 18.66 px bold). The background is the element's and its ancestors' colours laid over white, as
 * the page is drawn; background images are not looked at.
 */
export async function expectReadable(locator: Locator): Promise<void> {
  const drawn = await locator.evaluate((element) => {
    const style = getComputedStyle(element)
    const layers: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement) layers.push(getComputedStyle(node).backgroundColor)
    return { color: style.color, fontSize: parseFloat(style.fontSize), fontWeight: Number(style.fontWeight), layers, text: element.textContent?.trim() ?? '' }
  })
  let background: Rgba = [255, 255, 255, 1]
  for (const layer of drawn.layers.reverse()) background = over(parseColour(layer), background)
  const ratio = contrast(over(parseColour(drawn.color), background), background)
  const large = drawn.fontSize >= 24 || (drawn.fontSize >= 18.66 && drawn.fontWeight >= 700)
  const needed = large ? 3 : 4.5
  expect(ratio, `"${drawn.text.slice(0, 40)}" in ${drawn.color} on ${drawn.layers.find((layer) => parseColour(layer)[3] > 0) ?? 'white'}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(needed)
}
