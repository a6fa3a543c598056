import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'

/** The code that confirms a new address, sent to that address, in the brand of the site it was asked on. */
export function emailChangeCodeMail(input: { to: string; brandName: string; code: string; hostname: string }): Mail {
  const brand = input.brandName
  return {
    to: input.to,
    fromName: brand,
    subject: `Confirm your new ${brand} e-mail address`,
    text:
      `You asked to use this address for your ${brand} account (${input.hostname}). Your confirmation code is:\n\n${input.code}\n\n` +
      'It works once, for 10 minutes. If you did not ask for it, you can ignore this mail: nothing changes.\n',
    html:
      `<p>You asked to use this address for your <strong>${escapeHtml(brand)}</strong> account (${escapeHtml(input.hostname)}). Your confirmation code is:</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${input.code}</p>` +
      '<p>It works once, for 10 minutes. If you did not ask for it, you can ignore this mail: nothing changes.</p>',
  }
}

/** Tells the old address that the account now signs in with another, so a change nobody asked for is noticed. */
export function emailChangedNoticeMail(input: { to: string; brandName: string; newEmail: string; hostname: string }): Mail {
  const brand = input.brandName
  const sentence = `The e-mail address of your ${brand} account (${input.hostname}) was changed from this address to ${input.newEmail}. You now sign in with the new address.`
  const warning = `If you did not change it, tell the administrators of ${input.hostname} at once.`
  return {
    to: input.to,
    fromName: brand,
    subject: `Your ${brand} e-mail address was changed`,
    text: `${sentence}\n\n${warning}\n`,
    html: `<p>${escapeHtml(sentence)}</p><p>${escapeHtml(warning)}</p>`,
  }
}
