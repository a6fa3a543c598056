import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { sendAndPutRight } from '../../helpers/forms'
import { useRunningSite } from '../../helpers/running-site'
import { signedInPage, signInThroughApi } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

const ownCard = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Noor Visitor', 'N:Visitor;Noor;;;', 'ORG:Noor & Co', 'EMAIL:noor@visitor.example', 'END:VCARD', ''].join('\r\n')

describe("a visitor's own contact card, from the card page to the brand's Leads screen", () => {
  const site = useRunningSite({ mail: true })

  it('sends the .vcf a visitor chose with their details, refuses a file that is none, and gives it back to the brand as they sent it', async () => {
    const { context: visitor, page: card, origin } = await site.newPage('127.0.0.1', { viewport: viewports.phone, path: '/vcard/demo' })
    const form = card.getByRole('region', { name: 'Exchange contact' })
    await form.getByLabel('Your own contact card, a .vcf file (optional)').waitFor()
    await form.getByLabel('Your name').fill('Noor Visitor')
    await form.getByLabel('Your e-mail').fill('noor@visitor.example')

    const field = form.getByLabel('Your own contact card, a .vcf file (optional)')
    await field.setInputFiles({ name: 'holiday.vcf', mimeType: 'text/vcard', buffer: Buffer.from('Not a card at all') })
    await sendAndPutRight(form, {
      send: 'Send my details',
      problem: 'The file must be a contact card (a .vcf file).',
      putRight: () => field.setInputFiles({ name: 'noor.vcf', mimeType: 'text/vcard', buffer: Buffer.from(ownCard) }),
      confirmation: 'has your details',
    })
    await visitor.close()

    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.desktop, acceptDownloads: true })
    await page.goto(`${origin}/brands/${admin.brandId}/leads`)
    const lead = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Noor Visitor' }) })
    await lead.waitFor()
    const download = page.waitForEvent('download')
    await lead.getByRole('button', { name: 'Save the card they sent' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('Noor Visitor.vcf')
    expect(await readFile((await file.path())!, 'utf8')).toBe(ownCard)
    await context.close()
  })
})
