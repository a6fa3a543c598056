import { defineMessages } from '@formatjs/intl'
import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'
import type { Locale } from '../../../src/i18n/locales'
import { markedMessage } from '../../i18n/marked-message'
import { sayWith, translatorFor } from '../../i18n/translator'

const words = defineMessages({
  codeSubject: { id: 'mail.emailChange.codeSubject', defaultMessage: 'Confirm your new {brand} e-mail address' },
  codeIs: {
    id: 'mail.emailChange.codeIs',
    defaultMessage: 'You asked to use this address for your <b>{brand}</b> account ({hostname}). Your confirmation code is:',
  },
  worksOnce: { id: 'mail.emailChange.worksOnce', defaultMessage: 'It works once, for 10 minutes. If you did not ask for it, you can ignore this mail: nothing changes.' },
  noticeSubject: { id: 'mail.emailChange.noticeSubject', defaultMessage: 'Your {brand} e-mail address was changed' },
  changed: {
    id: 'mail.emailChange.changed',
    defaultMessage: 'The e-mail address of your {brand} account ({hostname}) was changed from this address to {newEmail}. You now sign in with the new address.',
  },
  warning: { id: 'mail.emailChange.warning', defaultMessage: 'If you did not change it, tell the administrators of {hostname} at once.' },
})

/** The code that confirms a new address, sent to that address, in the brand of the site it was asked on and in the person's language. */
export function emailChangeCodeMail(input: { to: string; brandName: string; code: string; hostname: string; locale: Locale }): Mail {
  const t = translatorFor(input.locale)
  const say = sayWith(t)
  const brand = input.brandName
  const codeIs = (as: 'html' | 'text') => markedMessage(t, words.codeIs, { brand, hostname: input.hostname }, as)
  return {
    to: input.to,
    fromName: brand,
    subject: say(words.codeSubject, { brand }),
    text: `${codeIs('text')}\n\n${input.code}\n\n${say(words.worksOnce)}\n`,
    html:
      `<p>${codeIs('html')}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${input.code}</p>` +
      `<p>${escapeHtml(say(words.worksOnce))}</p>`,
  }
}

/** Tells the old address that the account now signs in with another, so a change nobody asked for is noticed. */
export function emailChangedNoticeMail(input: { to: string; brandName: string; newEmail: string; hostname: string; locale: Locale }): Mail {
  const say = sayWith(translatorFor(input.locale))
  const brand = input.brandName
  const sentence = say(words.changed, { brand, hostname: input.hostname, newEmail: input.newEmail })
  const warning = say(words.warning, { hostname: input.hostname })
  return {
    to: input.to,
    fromName: brand,
    subject: say(words.noticeSubject, { brand }),
    text: `${sentence}\n\n${warning}\n`,
    html: `<p>${escapeHtml(sentence)}</p><p>${escapeHtml(warning)}</p>`,
  }
}
