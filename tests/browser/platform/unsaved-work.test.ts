import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createCard } from '../../helpers/cards'
import { useRunningSite } from '../../helpers/running-site'
import { demoAdminSessions, signedInPage, type ApiSession } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

type Made = { listPath: string; link: string; key: string }

/** An editor of the app, as the one rule for unsaved work is tried on it. */
interface Editor {
  readonly name: string
  /** Makes what the editor edits through the API: the list it is in, the link there that opens it, its public key. */
  make(admin: ApiSession, origin: string, word: string): Promise<Made>
  /** The text field typed into, by its label. */
  readonly field: string
  /** What opens the editor once its screen is there (and again after a reload), when a button does. */
  readonly open?: (page: Page) => Promise<void>
  /** Whether the field is a rich-text area rather than an input. */
  readonly richText?: boolean
  /** A link of the app that leaves the editor, by its name. */
  readonly leaveBy: string
  /** The button that publishes, and the address of the public page where what was typed shows. */
  readonly publish?: { button: string; publicPath(made: { key: string }): string }
}

const editors: Editor[] = [
  {
    name: 'the card editor',
    async make(admin, origin, word) {
      const { key } = await createCard(origin, admin, { key: `unsaved-${word}`, given_name: 'Iris', family_name: word })
      return { listPath: `/brands/${admin.brandId}/vcards`, link: `Iris ${word}`, key }
    },
    field: 'Job title',
    leaveBy: 'All cards',
    publish: { button: 'Publish', publicPath: ({ key }) => `/vcard/${key}` },
  },
  {
    name: 'the page builder',
    async make(admin, origin, word) {
      const url = `unsaved-${word}`
      const answer = await fetch(`${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/pages`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ url, title: `Page ${word}`, blocks: [] }) })
      expect(answer.status).toBe(201)
      return { listPath: `/brands/${admin.brandId}/pages`, link: `Edit Page ${word}`, key: url }
    },
    field: 'Title',
    leaveBy: 'All pages',
    publish: { button: 'Publish', publicPath: ({ key }) => `/${key}` },
  },
  {
    name: "the brand's form",
    async make(admin) {
      return { listPath: `/brands/${admin.brandId}`, link: 'Edit', key: '' }
    },
    field: 'Brand name',
    leaveBy: 'Overview',
  },
  {
    name: "a site's identity",
    async make(admin) {
      return { listPath: `/brands/${admin.brandId}`, link: 'Edit', key: '' }
    },
    field: 'Site name',
    leaveBy: 'Overview',
  },
  {
    name: 'the profile editor',
    async make(admin, origin) {
      const me = (await (await fetch(`${origin}/api/auth/me`, { headers: admin.headers })).json()) as { user: { id: string } }
      return { listPath: `/users/${me.user.id}`, link: 'Edit', key: '' }
    },
    field: 'Name',
    leaveBy: 'Overview',
  },
  {
    name: "the brand's card template",
    async make(admin) {
      return { listPath: `/brands/${admin.brandId}`, link: 'Business cards', key: '' }
    },
    field: 'Organisation',
    leaveBy: 'Overview',
  },
  {
    name: 'the QR designer',
    async make(admin, origin, word) {
      const { key } = await createCard(origin, admin, { key: `qr-${word}`, given_name: 'Quinn', family_name: word })
      return { listPath: `/brands/${admin.brandId}/vcards`, link: `Quinn ${word}`, key }
    },
    open: (page) => page.getByRole('button', { name: 'Design the QR code' }).click(),
    field: 'QR code content',
    leaveBy: 'All cards',
  },
  {
    name: 'the appointment type form',
    async make(admin) {
      return { listPath: `/brands/${admin.brandId}`, link: 'Overview', key: '' }
    },
    // The brand's Appointments tab, in the row or under "More".
    async open(page) {
      const tabs = page.getByRole('navigation', { name: 'Brand sections' })
      await tabs.getByRole('link', { name: 'Overview', exact: true }).waitFor()
      const tab = tabs.getByRole('link', { name: 'Appointments', exact: true })
      if (await tab.isVisible()) await tab.click()
      else {
        await tabs.getByRole('button', { name: 'More' }).click()
        await page.getByRole('menuitem', { name: 'Appointments', exact: true }).click()
      }
    },
    field: 'Title',
    leaveBy: 'Overview',
  },
  {
    name: 'a landing block',
    async make(admin, origin) {
      const { site } = (await (await fetch(`${origin}/api/sites/localhost`)).json()) as { site: { meta: { nav: { label: string; to: string }[] } } }
      return { listPath: `/brands/${admin.brandId}`, link: site.meta.nav.find((item) => item.to === '/')!.label, key: '' }
    },
    open: (page) => page.getByRole('button', { name: 'Edit first content block' }).click(),
    field: 'first content block text',
    richText: true,
    leaveBy: 'Brands',
  },
]

/** What the editor's field holds (a rich-text area's words may come with its list's bullets). */
const valueOf = (page: Page, editor: Editor) => {
  const field = page.getByLabel(editor.field, { exact: true })
  return editor.richText ? field.innerText().then((text) => text.trim()) : field.inputValue()
}

describe('nothing typed is lost: every editor saves or asks before publishing or leaving, and keeps a draft on the device', () => {
  const site = useRunningSite({ mail: true })
  const adminOf = demoAdminSessions(site)
  const host = 'localhost'

  /** Opens the editor from its list, as a person would: the back button goes to the list. */
  async function openEditor(editor: Editor, word: string): Promise<{ page: Page; origin: string; made: Made }> {
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const made = await editor.make(admin, origin, word)
    const { page } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.desktop })
    await page.goto(`${origin}${made.listPath}`)
    // The first of its name: a brand's tab comes before a link of the same words on the page (the brand's overview links its sections too).
    const link = page.getByRole('link', { name: made.link, exact: true }).first()
    await link.click()
    // The list stays on screen until the editor has loaded (its own fields are not the editor's); a tab stays, as the current one.
    await expect.poll(async () => (await link.count()) === 0 || (await link.getAttribute('aria-current')) === 'page').toBe(true)
    await editor.open?.(page)
    await page.getByLabel(editor.field, { exact: true }).waitFor()
    return { page, origin, made }
  }

  describe.each(editors.filter((editor) => editor.publish))('$name', (editor) => {
    it('publishes what was typed when Publish is pressed without Save', async () => {
      const word = `pub${Date.now().toString(36)}`
      const { page, origin, made } = await openEditor(editor, word)
      const typed = `Typed ${word} and published`
      await page.getByLabel(editor.field, { exact: true }).fill(typed)
      await page.getByRole('button', { name: editor.publish!.button, exact: true }).click()
      await expect.poll(async () => (await fetch(`${origin}${editor.publish!.publicPath(made)}`)).text(), { timeout: 15_000 }).toContain(typed)
    })
  })

  describe.each(editors)('$name', (editor) => {
    it('asks before leaving by a link of the app or the back button, and staying keeps what was typed', async () => {
      const word = `leave${Date.now().toString(36)}`
      const { page, origin } = await openEditor(editor, word)
      const field = page.getByLabel(editor.field, { exact: true })
      const typed = `Typed ${word}, not saved`
      await field.fill(typed)

      await page.getByRole('link', { name: editor.leaveBy, exact: true }).click()
      const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
      await question.waitFor()
      await question.getByRole('button', { name: 'Stay' }).click()
      await question.waitFor({ state: 'detached' })
      await expect.poll(() => valueOf(page, editor)).toContain(typed)

      await page.goBack()
      await question.waitFor()
      await question.getByRole('button', { name: 'Stay' }).click()
      await question.waitFor({ state: 'detached' })
      expect(page.url().startsWith(origin)).toBe(true)
      await expect.poll(() => valueOf(page, editor)).toContain(typed)

      // Leaving without saving goes, and forgets what was typed.
      await page.getByRole('link', { name: editor.leaveBy, exact: true }).click()
      await question.getByRole('button', { name: 'Leave without saving' }).click()
      await question.waitFor({ state: 'detached' })
      await page.goBack()
      await editor.open?.(page)
      await field.waitFor()
      expect(await valueOf(page, editor)).not.toContain(typed)
      expect(await page.getByRole('region', { name: 'Changes not saved' }).count()).toBe(0)
    })

    it('offers what was typed back after a reload, and puts it back on Restore', async () => {
      const word = `reload${Date.now().toString(36)}`
      const { page } = await openEditor(editor, word)
      const typed = `Typed ${word} before the reload`
      await page.getByLabel(editor.field, { exact: true }).fill(typed)
      // The browser's own question before a reload is answered "leave": the draft must survive it.
      page.on('dialog', (dialog) => void dialog.accept())
      await page.reload()
      await editor.open?.(page)
      const kept = page.getByRole('region', { name: 'Changes not saved' })
      await kept.waitFor()
      expect(await valueOf(page, editor)).not.toContain(typed)
      await kept.getByRole('button', { name: 'Restore them' }).click()
      await expect.poll(() => valueOf(page, editor)).toContain(typed)
      await kept.waitFor({ state: 'detached' })
    })
  })

  it('asks once for every editor of the screen with unsaved changes, and Save and leave saves each of them', async () => {
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const brandName = async () => ((await (await fetch(`${origin}/api/workspace`, { headers: admin.headers })).json()) as { brands: { id: string; name: string }[] }).brands.find((brand) => brand.id === admin.brandId)!.name
    const brandBefore = { name: await brandName() }
    const siteBefore = (await (await fetch(`${origin}/api/sites/${host}`)).json()) as { site: { name: string } }
    const { page } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.desktop })
    await page.goto(`${origin}/brands/${admin.brandId}`)
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    const word = Date.now().toString(36)
    await page.getByLabel('Brand name', { exact: true }).fill(`Brand ${word}`)
    await page.getByLabel('Site name', { exact: true }).fill(`Site ${word}`)

    await page.getByRole('link', { name: 'Overview', exact: true }).click()
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await question.waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(1)
    await question.getByText(`Your changes to the brand and the identity of ${siteBefore.site.name} are not saved.`, { exact: false }).waitFor()
    await question.getByRole('button', { name: 'Save and leave' }).click()
    await question.waitFor({ state: 'detached' })
    await page.waitForURL(`${origin}/brands/${admin.brandId}`)
    try {
      const brandAfter = { name: await brandName() }
      const siteAfter = (await (await fetch(`${origin}/api/sites/${host}`)).json()) as { site: { name: string } }
      expect(brandAfter.name).toBe(`Brand ${word}`)
      expect(siteAfter.site.name).toBe(`Site ${word}`)
    } finally {
      // The demo names back, for the other tests of this file.
      const siteId = admin.siteId
      await fetch(`${origin}/api/brands/${admin.brandId}`, { method: 'PATCH', headers: admin.headers, body: JSON.stringify({ name: brandBefore.name }) })
      await fetch(`${origin}/api/brands/${admin.brandId}/sites/${siteId}`, { method: 'PATCH', headers: admin.headers, body: JSON.stringify({ name: siteBefore.site.name }) })
    }
  })
})
