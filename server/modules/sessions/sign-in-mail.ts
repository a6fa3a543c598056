import { defineMessages } from '@formatjs/intl'
import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'
import type { Locale } from '../../../src/i18n/locales'
import { markedMessage } from '../../i18n/marked-message'
import { sayWith, translatorFor } from '../../i18n/translator'

const words = defineMessages({
  subject: { id: 'mail.signIn.subject', defaultMessage: 'Your {brand} sign-in code' },
  codeIs: { id: 'mail.signIn.codeIs', defaultMessage: 'Your sign-in code for <b>{brand}</b> ({hostname}) is:' },
  orLink: { id: 'mail.signIn.orLink', defaultMessage: 'Or sign in with this link: {link}' },
  linkText: { id: 'mail.signIn.linkText', defaultMessage: 'Sign in to {brand}' },
  worksOnce: { id: 'mail.signIn.worksOnce', defaultMessage: 'It works once, for 10 minutes. If you did not ask for it, you can ignore this mail.' },
})

/**
 * The link signs in with one tap. Address and code travel in the fragment, which the browser never
 * sends to a server, so they reach no server's or proxy's log; the app reads it and exchanges the code.
 */
export const signInLink = (origin: string, email: string, code: string) =>
  `${origin}/auth#email=${encodeURIComponent(email)}&code=${code}`

/**
 * The sign-in code mail, in the brand of the site it was asked from and in the reader's language;
 * the link goes back to that same origin.
 */
export function signInCodeMail(input: { to: string; brandName: string; code: string; hostname: string; origin: string; locale: Locale }): Mail {
  const t = translatorFor(input.locale)
  const say = sayWith(t)
  const brand = input.brandName
  const link = signInLink(input.origin, input.to, input.code)
  const codeIs = (as: 'html' | 'text') => markedMessage(t, words.codeIs, { brand, hostname: input.hostname }, as)
  return {
    to: input.to,
    fromName: brand,
    subject: say(words.subject, { brand }),
    text: `${codeIs('text')}\n\n${input.code}\n\n${say(words.orLink, { link })}\n\n${say(words.worksOnce)}\n`,
    html:
      `<p>${codeIs('html')}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${input.code}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(say(words.linkText, { brand }))}</a></p>` +
      `<p>${escapeHtml(say(words.worksOnce))}</p>`,
  }
}
