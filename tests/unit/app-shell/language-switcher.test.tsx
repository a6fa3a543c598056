import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { brandFixture, json } from './fixtures'
import { freshDeviceForEachTest, renderApp } from './render-app'

freshDeviceForEachTest()

const siteIn = (locales: ('en' | 'de' | 'ar')[]) => ({ ...brandFixture, site: { ...brandFixture.site, meta: { ...brandFixture.site.meta, locale: 'en' as const, locales } } })

describe("the header's language switcher", () => {
  it('is not there when the site speaks one language', async () => {
    renderApp('/', { routes: { 'GET /api/sites/localhost': () => json(siteIn(['en'])) } })
    await screen.findByRole('link', { name: 'Skip to content' })
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull()
  })

  it("offers the site's languages by their own names, and draws the site in the one chosen", async () => {
    renderApp('/', { routes: { 'GET /api/sites/localhost': () => json(siteIn(['en', 'de', 'ar'])) } })
    const switcher = await screen.findByRole('combobox', { name: 'Language' })
    expect([...switcher.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['English', 'Deutsch', 'العربية'])
    await userEvent.selectOptions(switcher, 'de')
    const german = await screen.findByRole('combobox', { name: 'Sprache' })
    await waitFor(() => expect(german).toHaveValue('de'))
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'ar')
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
  })
})
