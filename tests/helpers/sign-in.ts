import type { BrowserContext, Page } from 'playwright-core'
import { codeFrom, type TestSmtp } from './smtp'

/**
 * Signs in through the app's own form on the page's current /login screen, with the code read from
 * the test SMTP server, as a person would.
 */
export async function signInOnLoginPage(page: Page, smtp: TestSmtp, email: string): Promise<void> {
  const before = smtp.countTo(email)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  const mail = await smtp.waitForMail(email, 15_000, before)
  await page.getByLabel('Sign-in code').fill(codeFrom(mail))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens /login on the origin, signs in, and waits until the app has moved on from /login. */
export async function signIn(page: Page, smtp: TestSmtp, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`)
  await signInOnLoginPage(page, smtp, email)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/** The session token the app keeps in its cookie for the origin, or '' when signed out. */
export async function sessionTokenOf(context: BrowserContext, origin: string): Promise<string> {
  return (await context.cookies(origin)).find((cookie) => cookie.name === 'marque_token')?.value ?? ''
}
