import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { sessionTokenOf, signIn } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }

/** The entry names of a zip and its data.json, read by Python's zipfile, which Marque does not write with. */
function readZip(file: string): { names: string[]; data: { account: { email: string } } } {
  const script = 'import json,sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nprint(json.dumps({"names": z.namelist(), "data": json.loads(z.read("data.json"))}))'
  return JSON.parse(execFileSync('python3', ['-c', script, file]).toString()) as { names: string[]; data: { account: { email: string } } }
}

describe('a person’s own data in the browser', () => {
  const site = useRunningSite({ mail: true })

  for (const viewport of [phone, desktop]) {
    it(`downloads one’s data as a zip and deletes one’s account from the profile, ending signed out (${viewport.width}×${viewport.height})`, async () => {
      const email = `leaving-${viewport.width}@example.org`
      const { context, page, origin } = await site.newPage('localhost', { viewport })
      await signIn(page, site.smtp, origin, email)
      const token = await sessionTokenOf(context, origin)
      await page.goto(`${origin}/profile`)

      const section = page.getByRole('region', { name: 'Your data' })
      const download = page.waitForEvent('download')
      await section.getByRole('button', { name: 'Download my data' }).click()
      const file = await (await download).path()
      expect((await download).suggestedFilename()).toBe(`marque-data-${new Date().toISOString().slice(0, 10)}.zip`)
      expect((await readFile(file)).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
      const zip = readZip(file)
      expect(zip.names).toContain('data.json')
      expect(zip.data.account.email).toBe(email)

      // The dialog opens from the keyboard, says what goes, and names a wrong address under its field.
      await section.getByRole('button', { name: 'Delete my account' }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
      await dialog.waitFor()
      await dialog.getByText('This cannot be undone.').waitFor()
      await dialog.getByLabel('Your cards').selectOption('delete')
      await dialog.getByText('Their pages stop working and their photos are removed.').waitFor()
      await dialog.getByLabel('Type your e-mail address to confirm').fill('someone-else@example.org')
      await dialog.getByRole('button', { name: 'Delete my account' }).click()
      await dialog.getByText(`The address you typed is not ${email}.`).waitFor()
      await expectNoSidewaysScroll(page)
      expect(await seriousAccessibilityProblems(page)).toEqual([])
      await page.screenshot({ path: `/tmp/own-data-dialog-${viewport.width}.png` })

      await dialog.getByLabel('Type your e-mail address to confirm').fill(email)
      await dialog.getByRole('button', { name: 'Delete my account' }).click()
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByRole('status').filter({ hasText: 'Your account is deleted, with everything it held.' }).waitFor()
      expect(await sessionTokenOf(context, origin)).toBe('')
      const me = await fetch(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
      expect(me.status).toBe(401)
      await context.close()
    })
  }
})
