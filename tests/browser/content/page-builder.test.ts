import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { useRunningSite } from '../../helpers/running-site'
import { demoAdminSessions, signedInPage, type ApiSession } from '../../helpers/sign-in'
import { openFromWorkspaceMenu } from '../../helpers/workspace-menu'
import { viewports } from '../../helpers/workspace-walk'

const { phone, desktop } = viewports
const text = (words: string) => ({ ops: [{ insert: `${words}\n` }] })

/** The two demo sites: each host is its own brand. */
const demoSites = [
  { host: 'localhost', brand: 'Northwind Studio', other: '127.0.0.1' },
  { host: '127.0.0.1', brand: 'Ember & Oak', other: 'localhost' },
] as const

describe('the page builder at /content/{pageId}/{type}', () => {
  const site = useRunningSite({ mail: true })

  const adminOf = demoAdminSessions(site)

  /** A browser signed in as the demo admin of the host's site. */
  async function adminBrowser(host: string, viewport: { width: number; height: number }) {
    const admin = await adminOf(host)
    return { admin, ...(await signedInPage(site.browser, site.origin(host), admin.token, { viewport })) }
  }

  async function photo(colour: string) {
    return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer()
  }

  /** A page made through the API, as a second editor or an earlier visit would have left it. */
  async function pageThroughApi(admin: ApiSession, origin: string, url: string, blocks: object[]) {
    const created = await fetch(`${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/pages`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ url, title: `Page ${url}`, blocks }) })
    expect(created.status).toBe(201)
    return (await created.json()) as { id: string }
  }

  async function draftOf(admin: ApiSession, origin: string, id: string) {
    const answer = await fetch(`${origin}/api/brands/${admin.brandId}/pages/${id}`, { headers: admin.headers })
    return (await answer.json()) as { title: string; revision: number; blocks: { type: string; id: string }[] }
  }

  /** Types into a rich-text field of the builder, replacing what it held. */
  async function typeRichText(page: Page, label: string, words: string) {
    const field = page.getByRole('textbox', { name: label })
    await field.waitFor()
    await field.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.type(words)
  }

  async function chooseImage(page: Page, label: string, colour: string) {
    await page.getByLabel(`${label}: choose a file`).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await photo(colour) })
    await page.getByRole('button', { name: `Replace the image` }).first().waitFor()
  }

  it.each(demoSites)('builds a page of all nine block types in $brand, publishes it, and shows it to visitors of that site only', async ({ host, brand, other }) => {
    const origin = site.origin(host)
    const { context, page } = await adminBrowser(host, desktop)

    // Pages is in the workspace menu: one click opens it, the second lands on the screen.
    await openFromWorkspaceMenu(page, origin, 'Pages')

    const url = `built-${host.replace(/\W/g, '')}`
    await page.getByLabel('Title', { exact: true }).fill('Built block by block')
    await page.getByLabel('Address', { exact: true }).fill(url)
    await page.getByRole('button', { name: 'Create the page' }).click()
    await page.waitForURL(/\/content\/[0-9a-f-]+\/html$/)
    await page.getByRole('heading', { level: 1, name: 'Built block by block' }).waitFor()

    const add = async (label: string) => {
      await page.getByRole('region', { name: 'Add a block' }).getByRole('button', { name: label, exact: true }).click()
      await page.getByRole('button', { name: /^Close block \d+$/ }).waitFor()
    }

    await add('Rich text')
    expect(new URL(page.url()).search).toMatch(/^\?block=/)
    await typeRichText(page, 'Text of the block', 'Words typed in the builder')

    await add('Image')
    expect(new URL(page.url()).pathname).toMatch(/\/image$/)
    await chooseImage(page, 'Image', '#2a6f97')
    await page.getByLabel('Description of the image').fill('The studio from the street')
    await page.getByLabel('Caption (optional)').fill('A caption under the photo')

    await add('Image with text')
    await chooseImage(page, 'Image', '#8a3324')
    await page.getByLabel('Description of the image').fill('A desk by the window')
    await page.getByLabel('Side of the image').selectOption('right')
    await typeRichText(page, 'Text beside the image', 'Text typed beside the image')

    await add('Image gallery')
    await page.getByRole('button', { name: 'Add image', exact: true }).click()
    await chooseImage(page, 'Image 1', '#3a7d44')
    await page.getByLabel('Description of image 1').fill('A first project')
    await page.getByLabel('Title of image 1 (optional)').fill('A tile of the gallery')

    await add('Text cards')
    await page.getByLabel('Title of card 1').fill('A card typed here')
    await page.getByLabel('Text of card 1 (optional)').fill('What the studio does.')
    await page.getByLabel('Link of card 1 (optional)').fill('/contact')

    await add('Divider')
    await page.getByLabel('Style of the divider').selectOption('ornament')

    await add('People')
    await page.getByLabel('Title above the people (optional)').fill('The people here')

    await add('Events log')
    await page.getByLabel('Date of entry 1').fill('2026-03-29')
    await page.getByLabel('Title of entry 1').fill('The doors opened')
    await typeRichText(page, 'Text of entry 1', 'A day to remember')

    await add('Site overview')
    await page.getByLabel('Title (optional; the site’s name when empty)').fill('The site at a glance')

    // The preview is drawn by the server's renderer as the blocks are written.
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.getByText('The site at a glance').waitFor()
    await preview.getByText('Words typed in the builder').waitFor()

    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('status').getByText(`Published version 1: the page is at /${url}.`).waitFor()
    const blocks = page.getByRole('list', { name: 'Blocks of the page' }).getByRole('listitem')
    expect(await blocks.evaluateAll((items) => items.filter((item) => item.parentElement?.getAttribute('aria-label') === 'Blocks of the page').map((item) => item.getAttribute('data-block-type')))).toEqual([
      'html',
      'image',
      'image-html',
      'image-blocks',
      'blocks',
      'divider',
      'user-list',
      'events-log',
      'site-overview',
    ])
    await context.close()

    // A visitor of the same site, with JavaScript off: the server's page, in the brand's frame.
    const visitor = await site.browser.newContext({ viewport: phone, javaScriptEnabled: false })
    const visit = await visitor.newPage()
    expect((await visit.goto(`${origin}/${url}`))?.status()).toBe(200)
    await visit.getByRole('heading', { level: 1, name: 'Built block by block' }).waitFor()
    for (const shown of ['Words typed in the builder', 'A caption under the photo', 'Text typed beside the image', 'A tile of the gallery', 'A card typed here', 'The people here', 'The doors opened', 'The site at a glance']) {
      expect(await visit.getByText(shown, { exact: true }).first().isVisible(), shown).toBe(true)
    }
    expect(await visit.getByText('✦ ✦ ✦').count()).toBe(1)
    expect(await visit.getByRole('link', { name: 'A card typed here' }).getAttribute('href')).toBe('/contact')
    expect(await visit.getByRole('img', { name: 'The studio from the street' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await visit.title()).toContain(brand)
    await visitor.close()

    // Through the other demo brand's host, the address is no page.
    const elsewhere = await site.browser.newContext({ viewport: phone })
    const away = await elsewhere.newPage()
    await away.goto(`${site.origin(other)}/${url}`)
    await away.getByText('Page Not Found').first().waitFor()
    expect(await away.getByText('Words typed in the builder').count()).toBe(0)
    await elsewhere.close()
  })

  it('adds, moves and deletes blocks with the keyboard alone, and has no serious accessibility problem on a phone or a desktop', async () => {
    for (const { host } of demoSites) {
      const origin = site.origin(host)
      const { admin, context, page } = await adminBrowser(host, desktop)
      const made = await pageThroughApi(admin, origin, `keys-${host.replace(/\W/g, '')}`, [
        { type: 'html', id: 'first', content: text('The first block') },
        { type: 'html', id: 'second', content: text('The second block') },
      ])
      await page.goto(`${origin}/content/${made.id}/divider`)
      await page.getByRole('heading', { level: 1, name: `Page keys-${host.replace(/\W/g, '')}` }).waitFor()

      // The address's type is offered first; Enter on it adds a divider at the end and opens it.
      const addDivider = page.getByRole('region', { name: 'Add a block' }).getByRole('button', { name: 'Divider', exact: true })
      await addDivider.focus()
      await page.keyboard.press('Enter')
      await page.getByLabel('Style of the divider').waitFor()
      await page.getByLabel('Style of the divider').focus()
      await page.keyboard.press('ArrowDown')
      expect(await page.getByLabel('Style of the divider').inputValue()).toBe('space')

      // The divider's handle: Space lifts it, ArrowUp twice moves it to the top, Space drops it.
      // Each step is announced to screen readers; the test waits for what they hear.
      const heard = (words: string) => page.locator('[id^="DndLiveRegion"]').getByText(words).waitFor({ state: 'attached' })
      await page.getByRole('button', { name: 'Drag handle of block 3, divider' }).focus()
      await page.keyboard.press('Space')
      await heard('block 3, divider is over position 3.')
      // The lifted block listens for arrows from a task queued when it was lifted: let that task run first.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
      await page.keyboard.press('ArrowUp')
      await heard('block 3, divider is over position 2.')
      await page.keyboard.press('ArrowUp')
      await heard('block 3, divider is over position 1.')
      await page.keyboard.press('Space')
      await heard('Dropped block 3, divider at position 1.')
      await page.getByRole('button', { name: 'Drag handle of block 1, divider' }).waitFor()

      // Move down with Enter, then delete the (now) last block.
      await page.getByRole('button', { name: 'Move block 2 down' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: 'Delete block 3' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('status').getByText('Block 3 deleted', { exact: false }).waitFor()

      await page.getByRole('button', { name: 'Save draft' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('status').getByText('Draft saved.').waitFor()
      const saved = await draftOf(admin, origin, made.id)
      expect(saved.blocks.map((block) => `${block.type}:${block.id}`)).toEqual(['divider:' + saved.blocks[0]!.id, 'html:second'])

      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport)
        await page.getByRole('button', { name: 'Edit block 2' }).click()
        await page.getByRole('textbox', { name: 'Text of the block' }).waitFor()
        // Colours are read once the buttons' transitions have ended.
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
        expect(await seriousAccessibilityProblems(page), `${host} ${viewport.width}×${viewport.height}`).toEqual([])
        await page.getByRole('button', { name: 'Close block 2' }).click()
      }
      await context.close()
    }
  })

  it('says what is wrong before saving, clears it once put right, and previews at a phone’s width', async () => {
    const origin = site.origin('localhost')
    const { admin, context, page } = await adminBrowser(new URL(origin).hostname, desktop)
    const made = await pageThroughApi(admin, origin, 'checked-before-saving', [])
    await page.goto(`${origin}/content/${made.id}/image`)
    await page.getByRole('region', { name: 'Add a block' }).getByRole('button', { name: 'Image', exact: true }).click()
    await page.getByRole('button', { name: 'Save draft' }).click()
    await page.getByRole('alert').getByText('The page was not saved. Put right block 1 (image)', { exact: false }).waitFor()
    await page.getByText('Choose an image: the block shows nothing without one.').waitFor()
    expect((await draftOf(admin, origin, made.id)).revision).toBe(0)

    await chooseImage(page, 'Image', '#2a6f97')
    await page.getByText('The description must describe the image for people who cannot see it.').waitFor()
    await page.getByLabel('Description of the image').fill('A wide photo')
    await page.getByRole('alert').filter({ hasText: 'The page was not saved' }).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Save draft' }).click()
    await page.getByRole('status').getByText('Draft saved.').waitFor()

    // At a phone's width the preview is 390 pixels wide and its image fits inside it.
    await page.getByRole('button', { name: 'Phone' }).click()
    const image = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'A wide photo' })
    await image.waitFor()
    const box = await image.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
    await context.close()
  })

  it('publishes twice, restores the first version and shows it; a second editor’s save meets the first one’s, and neither is lost', async () => {
    const origin = site.origin('127.0.0.1')
    const { admin, context, page } = await adminBrowser(new URL(origin).hostname, desktop)
    const made = await pageThroughApi(admin, origin, 'twice-published', [{ type: 'html', id: 'words', content: text('The first words') }])
    await page.goto(`${origin}/content/${made.id}/html?block=words`)
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('status').getByText('Published version 1', { exact: false }).waitFor()
    await typeRichText(page, 'Text of the block', 'The second words')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await page.getByRole('status').getByText('Published version 2', { exact: false }).waitFor()
    expect(await (await fetch(`${origin}/twice-published`)).text()).toContain('The second words')

    const versions = page.getByRole('list', { name: 'Published versions' })
    await versions.getByText('Version 1', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Compare version 1 with the draft' }).click()
    await page.getByRole('list', { name: 'What the draft changes against version 1' }).getByText('Rich text: The second words').waitFor()
    await page.getByRole('button', { name: 'Restore version 1' }).click()
    await page.getByRole('button', { name: 'Yes, make version 1 the draft' }).click()
    await page.getByRole('region', { name: 'Preview' }).getByText('The first words').waitFor()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await page.getByRole('status').getByText('Published version 3', { exact: false }).waitFor()
    const shown = await (await fetch(`${origin}/twice-published`)).text()
    expect(shown).toContain('The first words')
    expect(shown).not.toContain('The second words')

    // Two editors open the page; the first saves a new title, then the second saves theirs.
    const { context: second, page: other } = await adminBrowser('127.0.0.1', desktop)
    await other.goto(`${origin}/content/${made.id}/html`)
    await other.getByLabel('Title', { exact: true }).fill('The title of the second editor')
    await page.getByLabel('Title', { exact: true }).fill('The title of the first editor')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await page.getByRole('status').getByText('Draft saved.').waitFor()
    await other.getByRole('button', { name: 'Save draft' }).click()
    const conflict = other.getByRole('alert').filter({ hasText: 'Someone else saved this page' })
    await conflict.waitFor()
    await conflict.getByText('Title: “The title of the first editor” → “The title of the second editor”').waitFor()
    expect((await draftOf(admin, origin, made.id)).title).toBe('The title of the first editor')
    await other.getByRole('button', { name: 'Save my version over theirs' }).click()
    await other.getByRole('status').getByText('Draft saved.').waitFor()
    expect((await draftOf(admin, origin, made.id)).title).toBe('The title of the second editor')
    await second.close()
    await context.close()
  })

  it('is no builder for an unknown block type, and offers published pages in the navigation editor', async () => {
    const origin = site.origin('localhost')
    const { admin, context, page } = await adminBrowser(new URL(origin).hostname, desktop)
    const made = await pageThroughApi(admin, origin, 'linked-from-the-menu', [{ type: 'divider', id: 'd', style: 'line' }])
    const { 'content-type': _json, ...noBody } = admin.headers
    expect((await fetch(`${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/pages/${made.id}/publish`, { method: 'POST', headers: noBody })).status).toBe(200)
    await page.goto(`${origin}/content/${made.id}/marquee`)
    await page.getByText('Page Not Found').first().waitFor()

    await page.goto(`${origin}/brands/${admin.brandId}/edit`)
    await page.getByLabel('A page of the site').selectOption('linked-from-the-menu')
    await page.getByRole('button', { name: 'Link this page' }).click()
    const links = page.getByRole('list', { name: 'Navigation links' }).getByRole('listitem')
    const last = links.last()
    expect(await last.getByLabel(/^Address of link/).inputValue()).toBe('/linked-from-the-menu')
    expect(await last.getByLabel(/^Label of link/).inputValue()).toBe('Page linked-from-the-menu')
    await context.close()
  })
})
