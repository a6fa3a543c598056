import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { useRunningSite } from '../../helpers/running-site'
import { signedInPage, signInThroughApi } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

describe("the brand's card template on the Business cards screen", () => {
  const site = useRunningSite({ mail: true })

  it('locks the organisation and the design on every card: the editor shows them and cannot change them, and the card page shows them', async () => {
    const origin = site.origin('127.0.0.1')
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.desktop })
    await page.goto(`${origin}/brands/${admin.brandId}/vcards`)
    const template = page.getByRole('region', { name: 'Card template' })
    await template.waitFor()

    // Each lock is a checkbox drawn at its size, beside its label, not a box across the screen.
    const lockControl = template.locator('[data-part="control"]').first()
    const box = (await lockControl.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(12)
    expect(box.width).toBeLessThanOrEqual(32)
    expect(box.height).toBeLessThanOrEqual(32)
    expect(await template.getByRole('checkbox', { name: 'Lock the address on every card' }).count()).toBe(1)

    // Locking a field with no value says what to do, and saves nothing.
    await template.getByText('Lock the address on every card').click()
    await template.getByRole('button', { name: 'Save the template' }).click()
    await template.getByText('A locked field must have a value in the template: fill it in or unlock it.').waitFor()
    await template.getByText('Lock the address on every card').click()
    await template.getByText('A locked field must have a value in the template', { exact: false }).waitFor({ state: 'detached' })

    await template.getByLabel('Organisation', { exact: true }).fill('Ember & Oak Workshop Ltd')
    await template.getByText('Lock the organisation on every card').click()
    await template.getByLabel('Layout').selectOption({ label: 'Cover: a band across the top, the photo on it' })
    await template.getByText('Lock the design on every card').click()
    await template.getByRole('button', { name: 'Save the template' }).click()
    await template.getByRole('status').getByText('The template is saved, and every card of the brand now shows its organisation, design.').waitFor()
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await page.setViewportSize(viewports.phone)
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    // The demo card now carries it; its editor shows it, locked.
    const cards = (await (await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { headers: admin.headers })).json()) as { cards: { id: string; key: string; organisation: string | null }[] }
    const demo = cards.cards.find((card) => card.key === 'demo')!
    expect(demo.organisation).toBe('Ember & Oak Workshop Ltd')
    await page.setViewportSize(viewports.desktop)
    await page.goto(`${origin}/brands/${admin.brandId}/vcards/${demo.id}`)
    const organisation = page.getByLabel('Organisation', { exact: true })
    await organisation.waitFor()
    expect(await organisation.inputValue()).toBe('Ember & Oak Workshop Ltd')
    await expect.poll(() => organisation.isDisabled()).toBe(true)
    await page.getByText("Set by the brand's card template; a brand admin changes it there.").first().waitFor()
    const layout = page.getByLabel('Layout')
    expect(await layout.inputValue()).toBe('cover')
    expect(await layout.isDisabled()).toBe(true)
    // The cover image and the logo stay each card's own.
    expect(await page.getByLabel('Cover image').isDisabled()).toBe(false)
    const cardPage = await (await fetch(`${origin}/vcard/demo`)).text()
    expect(cardPage).toContain('Ember &amp; Oak Workshop Ltd')
    expect(cardPage).toContain('mqc-layout-cover')
    await context.close()
  })
})
