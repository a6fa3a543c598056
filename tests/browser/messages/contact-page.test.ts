import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { demoBrandOfHost, demoHosts } from '../../helpers/demo-brands'
import { useRunningSite } from '../../helpers/running-site'
import { signInThroughApi } from '../../helpers/sign-in'

describe("the site's contact page", () => {
  const site = useRunningSite({ mail: true })

  it.each(demoHosts)('on %s, on a phone, says what is wrong until it is put right, sends the message to the brand, and has no serious accessibility problem', async (host) => {
    const brand = demoBrandOfHost[host]
    const { context, page, origin } = await site.newPage(host, { viewport: { width: 390, height: 844 }, bypassCSP: true, path: '/contact' })
    await page.getByRole('heading', { level: 1, name: `Contact ${brand}` }).waitFor()
    const form = page.getByRole('region', { name: `Send ${brand} a message` })
    await form.getByLabel('Your name').fill('Omar Writer')
    await form.getByLabel('Your e-mail').fill('omar@writer')
    await form.getByRole('button', { name: 'Send message' }).click()
    await form.getByText('E-mail must be an e-mail address such as name@example.com.').waitFor()
    await form.getByText('Message must not be empty.').waitFor()
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    await form.getByLabel('Your e-mail').fill('omar@writer.example')
    await form.getByText('E-mail must be an e-mail address such as name@example.com.').waitFor({ state: 'detached' })
    const message = `A bench for the garden, please (${host}).`
    await form.getByLabel('Your message').fill(message)
    await form.getByText('Message must not be empty.').waitFor({ state: 'detached' })
    await form.getByRole('button', { name: 'Send message' }).click()
    await form.getByRole('status').filter({ hasText: `Thank you. ${brand} has your message` }).waitFor()
    expect(await form.getByLabel('Your message').inputValue()).toBe('')
    // The confirmation reads at 4.5:1 too.
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await context.close()

    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const { messages } = (await (await fetch(`${origin}/api/messages`, { headers: admin.headers })).json()) as {
      messages: { kind: string; from: { name: string; email: string }; message: string }[]
    }
    expect(messages.find((candidate) => candidate.message === message)).toMatchObject({ kind: 'contact', from: { name: 'Omar Writer', email: 'omar@writer.example' } })
  })
})
