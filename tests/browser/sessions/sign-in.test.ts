import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'
import { sessionTokenOf, signInOnLoginPage } from '../../helpers/sign-in'

describe('signing in through the app, with the code from a real SMTP server', () => {
  const site = useRunningSite({ mail: true })

  it('sends a signed-out visitor from /profile to sign in, then back to /profile showing their e-mail', async () => {
    const { context, page, origin } = await site.newPage('localhost', { path: '/profile' })
    await page.waitForURL(`${origin}/login?redirect=%2Fprofile`)
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()

    await signInOnLoginPage(page, site.smtp, 'admin@example.com')

    await page.waitForURL(`${origin}/profile`)
    await page.getByRole('heading', { name: 'Your profile' }).waitFor()
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('admin@example.com')
    expect(await page.getByText('You are an administrator of this site.').isVisible()).toBe(true)

    // The session lives in cookies: a reload keeps the person signed in.
    await page.reload()
    await page.getByRole('heading', { name: 'Your profile' }).waitFor()
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('admin@example.com')
    const cookies = await context.cookies(origin)
    expect(cookies.find((cookie) => cookie.name === 'marque_token')?.sameSite).toBe('Lax')
    await context.close()
  })

  it('saves a profile change, and signing out ends the session on the server too', async () => {
    const { context, page, origin } = await site.newPage('127.0.0.1', { path: '/login' })
    await signInOnLoginPage(page, site.smtp, 'grace@example.com')
    await page.waitForURL(`${origin}/profile`)
    await page.getByLabel('Name').fill('Grace Hopper')
    await page.getByLabel('Bio').fill('Wrote the first compiler.')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText('Your profile is saved.').waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Your profile' }).waitFor()
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Grace Hopper')
    expect(await page.getByLabel('Bio').inputValue()).toBe('Wrote the first compiler.')

    const token = await sessionTokenOf(context, origin)
    expect(token).toBeTruthy()
    await page.getByRole('link', { name: 'Sign out' }).click()
    await page.waitForURL(`${origin}/`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor()
    // The stored session is cleared and the token revoked as the app settles after the tap.
    await expect.poll(async () => (await context.cookies(origin)).some((cookie) => cookie.name === 'marque_token')).toBe(false)
    const siteId = await (await fetch(`${origin}/api/sites/127.0.0.1`)).json().then((body: { site: { id: string } }) => body.site.id)
    const me = () => fetch(`${origin}/api/auth/me`, { headers: { Authorization: `Bearer ${token}`, 'x-site-id': siteId } }).then((answer) => answer.status)
    await expect.poll(me).toBe(401)

    await page.goto(`${origin}/profile`)
    await page.waitForURL(`${origin}/login?redirect=%2Fprofile`)
    await context.close()
  })

  it('signs in with one tap on the link in the code mail, leaving no code in the address', async () => {
    const { context, page, origin } = await site.newPage('localhost')
    const email = 'one-tap@example.com'
    const before = site.smtp.countTo(email)
    const asked = await fetch(`${origin}/api/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(asked.status).toBe(200)
    const mail = await site.smtp.waitForMail(email, 15_000, before)
    const link = /http:\/\/\S+\/auth#\S+/.exec(mail.text)?.[0]
    expect(link).toBeDefined()
    expect(link!.startsWith(`${origin}/auth#`)).toBe(true)

    await page.goto(link!)
    await page.waitForURL(`${origin}/profile`)
    await page.getByRole('heading', { name: 'Your profile' }).waitFor()
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(email)
    expect(new URL(page.url()).hash).toBe('')
    expect(await sessionTokenOf(context, origin)).toBeTruthy()

    // The code worked once: the same link again is refused, beside the code field.
    const { context: second, page: again } = await site.newPage('localhost')
    await again.goto(link!)
    await again.getByText(/already been used/).waitFor()
    expect(await sessionTokenOf(second, origin)).toBe('')
    await second.close()
    await context.close()
  })
})
