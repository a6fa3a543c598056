import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { demoAdminSessions, signedInPage } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

describe("the card's QR designer", () => {
  const site = useRunningSite({ mail: true })
  const adminOf = demoAdminSessions(site)

  it('keeps its buttons within its column on a desktop and a phone, their words on two lines where one is too narrow, and puts the contact in the code', async () => {
    const host = 'localhost'
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const cards = (await (await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { headers: admin.headers })).json()) as { cards: { id: string; key: string }[] }
    const demo = cards.cards.find((card) => card.key === 'demo')!
    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.phone })
    await page.goto(`${origin}/brands/${admin.brandId}/vcards/${demo.id}`)
    await page.getByRole('button', { name: 'Design the QR code' }).click()
    const design = page.getByRole('form', { name: 'QR code design' })
    const holdContact = design.getByRole('button', { name: 'Put the contact itself in the code (works offline)' })
    await holdContact.waitFor()

    // Beside the preview on a desktop the form's column is narrower than on a phone.
    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport)
      await expect.poll(async () => (await design.boundingBox())!.width).toBeLessThanOrEqual(viewport.width)
      const form = (await design.boundingBox())!
      for (const button of [holdContact, design.getByRole('button', { name: 'Use the card’s address' })]) {
        const box = (await button.boundingBox())!
        const at = `${await button.innerText()} at ${viewport.width}×${viewport.height}`
        expect(box.x, `${at} starts inside the form`).toBeGreaterThanOrEqual(form.x - 0.5)
        expect(box.x + box.width, `${at} ends inside the form`).toBeLessThanOrEqual(form.x + form.width + 0.5)
        // Its words are inside it, none cut off or spilling out.
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth), at).toBe(true)
      }
      await expectNoSidewaysScroll(page)
    }

    await holdContact.click()
    await page.getByText(/^The code now holds the contact itself: a phone saves it with no network\./).waitFor()
    expect(await design.getByLabel('QR code content').inputValue()).toMatch(/^BEGIN:VCARD\r?\n/)
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await context.close()
  })
})
