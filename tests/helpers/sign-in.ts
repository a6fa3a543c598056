import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import type { FileBrowser } from './chromium'
import { codeFrom, holdsCode, type TestSmtp } from './smtp'

/**
 * Signs in through the app's own form on the page's current /login screen, with the code read from
 * the test SMTP server, as a person would.
 */
export async function signInOnLoginPage(page: Page, smtp: TestSmtp, email: string): Promise<void> {
  const before = smtp.countTo(email)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  const mail = await smtp.waitForMail(email, 15_000, before, holdsCode)
  await page.getByLabel('Sign-in code').fill(codeFrom(mail))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens /login on the origin, signs in, and waits until the app has moved on from /login. */
export async function signIn(page: Page, smtp: TestSmtp, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`)
  await signInOnLoginPage(page, smtp, email)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/**
 * Signs a browser in on the origin with a session token, kept as the app keeps a session after
 * signing in (src/features/session/session-cookies.ts): the token and the signed-in flag, both.
 */
export async function addSessionCookies(context: BrowserContext, origin: string, token: string): Promise<void> {
  await context.addCookies([
    { name: 'marque_token', value: token, url: origin },
    { name: 'marque_logged_in', value: 'true', url: origin },
  ])
}

/**
 * A new browser context signed in on the origin with a session token (addSessionCookies), and a
 * page in it: a person who signed in earlier and opens the app now.
 */
export async function signedInPage(
  browser: Pick<FileBrowser, 'newContext'>,
  origin: string,
  token: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options)
  await addSessionCookies(context, origin, token)
  return { context, page: await context.newPage() }
}

/** The session token the app keeps in its cookie for the origin, or '' when signed out. */
export async function sessionTokenOf(context: BrowserContext, origin: string): Promise<string> {
  return (await context.cookies(origin)).find((cookie) => cookie.name === 'marque_token')?.value ?? ''
}

export interface ApiSession {
  readonly token: string
  readonly siteId: string
  readonly brandId: string
  /** The headers of a signed-in JSON request to the site. */
  readonly headers: Record<string, string>
}

/** Signs in through the API on the site of `origin`'s host, with the code from the mail, as the app does. */
export async function signInThroughApi(smtp: TestSmtp, origin: string, email: string): Promise<ApiSession> {
  const host = new URL(origin).hostname
  const { site } = (await (await fetch(`${origin}/api/sites/${host}`)).json()) as { site: { id: string; brand_id: string } }
  const asked = { 'content-type': 'application/json', 'x-site-id': site.id }
  const before = smtp.countTo(email)
  await fetch(`${origin}/api/auth/tokens`, { method: 'POST', headers: asked, body: JSON.stringify({ email }) })
  const code = codeFrom(await smtp.waitForMail(email, 15_000, before, holdsCode))
  const exchanged = await fetch(`${origin}/api/auth/tokens`, { method: 'POST', headers: asked, body: JSON.stringify({ email, code }) })
  const { token } = (await exchanged.json()) as { token: string }
  return { token, siteId: site.id, brandId: site.brand_id, headers: { ...asked, authorization: `Bearer ${token}` } }
}

/**
 * The demo admin's session on each host, signed in once for a whole test file (an address may ask
 * for five codes an hour) when a test first asks for it.
 */
export function demoAdminSessions(site: { smtp: TestSmtp; origin(host: string): string }): (host: string) => Promise<ApiSession> {
  const sessions = new Map<string, Promise<ApiSession>>()
  return (host) => {
    if (!sessions.has(host)) sessions.set(host, signInThroughApi(site.smtp, site.origin(host), 'admin@example.com'))
    return sessions.get(host)!
  }
}
