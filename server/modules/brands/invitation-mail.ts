import { defineMessages } from '@formatjs/intl'
import type { BrandRole } from '../../../src/domain/brand-roles'
import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'
import type { Locale } from '../../../src/i18n/locales'
import { markedMessage } from '../../i18n/marked-message'
import { sayWith, translatorFor } from '../../i18n/translator'

const words = defineMessages({
  someone: { id: 'mail.invitation.someone', defaultMessage: 'Someone' },
  subject: { id: 'mail.invitation.subject', defaultMessage: '{inviter} invites you to {brand}' },
  invites: {
    id: 'mail.invitation.invites',
    defaultMessage: '{inviter} invites you to join <b>{brand}</b> as {role, select, owner {an owner} admin {an admin} editor {an editor} member {a member} other {a member}}.',
  },
  acceptLink: { id: 'mail.invitation.acceptLink', defaultMessage: 'Accept the invitation: {link}' },
  acceptText: { id: 'mail.invitation.acceptText', defaultMessage: 'Accept the invitation' },
  worksOnce: {
    id: 'mail.invitation.worksOnce',
    defaultMessage:
      'The link works once, until {date} (7 days). Accepting signs you in with this address, and creates your account if you have none. If you did not expect it, you can ignore this mail.',
  },
})

/** The address an invitation's link opens on the site it was sent through. */
export const invitationLink = (origin: string, token: string) => `${origin}/invitations/${token}`

/** An address as logs may keep it: an invitation link's token is a key to an account, so it is masked. */
export const withoutInvitationToken = (url: string) => url.replace(/\/invitations\/[^/?#]+/, '/invitations/…')

/** Invites a person to a brand, in the brand of the site it was sent through and in the invited person's language. */
export function invitationMail(input: { to: string; brandName: string; inviterName: string; role: BrandRole; link: string; expiresAt: Date; locale: Locale }): Mail {
  const t = translatorFor(input.locale)
  const say = sayWith(t)
  const brand = input.brandName
  const inviter = input.inviterName || say(words.someone)
  const date = t.formatDate(input.expiresAt, { dateStyle: 'long' })
  const invites = (as: 'html' | 'text') => markedMessage(t, words.invites, { inviter, brand, role: input.role }, as)
  const worksOnce = say(words.worksOnce, { date })
  return {
    to: input.to,
    fromName: brand,
    subject: say(words.subject, { inviter, brand }),
    text: `${invites('text')}\n\n${say(words.acceptLink, { link: input.link })}\n\n${worksOnce}\n`,
    html:
      `<p>${invites('html')}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(say(words.acceptText))}</a></p>` +
      `<p>${escapeHtml(worksOnce)}</p>`,
  }
}
