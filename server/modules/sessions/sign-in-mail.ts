import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'

/**
 * The link signs in with one tap. Address and code travel in the fragment, which the browser never
 * sends to a server, so they reach no server's or proxy's log; the app reads it and exchanges the code.
 */
export const signInLink = (origin: string, email: string, code: string) =>
  `${origin}/auth#email=${encodeURIComponent(email)}&code=${code}`

/** The sign-in code mail, in the brand of the site it was asked from; the link goes back to that same origin. */
export function signInCodeMail(input: { to: string; brandName: string; code: string; hostname: string; origin: string }): Mail {
  const brand = input.brandName
  const link = signInLink(input.origin, input.to, input.code)
  return {
    to: input.to,
    fromName: brand,
    subject: `Your ${brand} sign-in code`,
    text:
      `Your sign-in code for ${brand} (${input.hostname}) is:\n\n${input.code}\n\n` +
      `Or sign in with this link: ${link}\n\n` +
      'It works once, for 10 minutes. If you did not ask for it, you can ignore this mail.\n',
    html:
      `<p>Your sign-in code for <strong>${escapeHtml(brand)}</strong> (${escapeHtml(input.hostname)}) is:</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${input.code}</p>` +
      `<p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(brand)}</a></p>` +
      '<p>It works once, for 10 minutes. If you did not ask for it, you can ignore this mail.</p>',
  }
}
