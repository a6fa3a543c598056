import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { useRunningSite } from '../../helpers/running-site'
import { signedInPage, signInThroughApi } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })

describe('importing people from a CSV file on the Business cards screen', () => {
  const site = useRunningSite({ mail: true })

  it.each(['localhost', '127.0.0.1'])('previews a file, lists every problem by row and imports nothing while one is wrong, then imports a good file (%s)', async (host) => {
    const origin = site.origin(host)
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const cardKeys = async () => ((await (await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { headers: admin.headers })).json()) as { cards: { key: string }[] }).cards.map((card) => card.key)
    const before = await cardKeys()
    const tag = host.replace(/\W/g, '')

    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.desktop })
    await page.goto(`${origin}/brands/${admin.brandId}/vcards`)
    const section = page.getByRole('region', { name: 'Import people from a CSV file' })
    await section.waitFor()

    const bad = ['key,given_name,family_name,email', `twin-${tag},Ana,Ruiz,ana@example.org`, `twin-${tag},Bo,Lind,bo@example.org`, `fine-${tag},Cy,Moss,not-an-address`].join('\n')
    await section.getByLabel('CSV file of people').setInputFiles(csvFile('team.csv', bad))
    await section.getByRole('alert').getByText('team.csv cannot be imported: 2 problems in 3 people', { exact: false }).waitFor()
    const rows = section.getByRole('table').getByRole('row')
    expect(await rows.count()).toBe(3)
    expect(await rows.nth(1).getByRole('cell').allInnerTexts()).toEqual(['3', 'key', expect.stringContaining(`twin-${tag}`)])
    expect((await rows.nth(2).getByRole('cell').allInnerTexts()).slice(0, 2)).toEqual(['4', 'email'])
    expect(await section.getByRole('button', { name: /^Import / }).count()).toBe(0)
    expect(await cardKeys()).toEqual(before)

    const good = ['given_name,family_name,job_title,published', 'Dana,Field,Designer,yes', 'Eli,Stone,Engineer,no', `Fay,Ward-${tag},Writer,yes`].join('\n')
    await section.getByLabel('CSV file of people').setInputFiles(csvFile('people.csv', good))
    await section.getByRole('status').getByText('people.csv: 3 people, and nothing is wrong.').waitFor()
    expect(await cardKeys()).toEqual(before)
    await section.getByRole('button', { name: 'Import 3 people' }).click()
    await section.getByRole('status').getByText('Imported 3 people from people.csv.', { exact: false }).waitFor()
    const cards = page.getByRole('list', { name: 'Cards' })
    await cards.getByText('Fay Ward', { exact: false }).waitFor()
    expect((await cardKeys()).length).toBe(before.length + 3)
    expect(await cardKeys()).toEqual(expect.arrayContaining(['dana-field', 'eli-stone', `fay-ward-${tag}`]))

    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport)
      expect(await seriousAccessibilityProblems(page), `${viewport.width}×${viewport.height}`).toEqual([])
    }
    await context.close()
  })
})
