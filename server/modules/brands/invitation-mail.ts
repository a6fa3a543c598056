import type { BrandRole } from '../../../src/domain/brand-roles'
import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'

/** The address an invitation's link opens on the site it was sent through. */
export const invitationLink = (origin: string, token: string) => `${origin}/invitations/${token}`

/** An address as logs may keep it: an invitation link's token is a key to an account, so it is masked. */
export const withoutInvitationToken = (url: string) => url.replace(/\/invitations\/[^/?#]+/, '/invitations/…')

const dateOf = (when: Date) => when.toISOString().slice(0, 10)

/** Invites a person to a brand, in the brand of the site it was sent through. */
export function invitationMail(input: { to: string; brandName: string; inviterName: string; role: BrandRole; link: string; expiresAt: Date }): Mail {
  const brand = input.brandName
  const inviter = input.inviterName || 'Someone'
  const role = `${input.role === 'member' ? 'a' : 'an'} ${input.role}`
  const until = dateOf(input.expiresAt)
  return {
    to: input.to,
    fromName: brand,
    subject: `${inviter} invites you to ${brand}`,
    text:
      `${inviter} invites you to join ${brand} as ${role}.\n\n` +
      `Accept the invitation: ${input.link}\n\n` +
      `The link works once, until ${until} (7 days). Accepting signs you in with this address, ` +
      'and creates your account if you have none. If you did not expect it, you can ignore this mail.\n',
    html:
      `<p>${escapeHtml(inviter)} invites you to join <strong>${escapeHtml(brand)}</strong> as ${role}.</p>` +
      `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>` +
      `<p>The link works once, until ${until} (7 days). Accepting signs you in with this address, ` +
      'and creates your account if you have none. If you did not expect it, you can ignore this mail.</p>',
  }
}
