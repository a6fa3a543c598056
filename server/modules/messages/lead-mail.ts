import { escapeHtml } from '../../html'
import { contactFileName, leadVcard } from '../../../src/domain/vcard-file'
import type { Mail } from '../../mail/mailer'

/**
 * Tells a card's owner that a visitor left their details (or the brand that someone wrote through
 * its contact page, without a card), in the brand of the site it came through; a reply goes to the visitor.
 */
export function leadMail(input: {
  brandName: string
  /** Null for a message from the contact page. */
  cardName: string | null
  lead: { name: string; email: string; phone: string; message: string; vcard?: string | undefined }
  messagesUrl: string
}): Omit<Mail, 'to'> {
  const { lead } = input
  const details = [`Name: ${lead.name}`, `E-mail: ${lead.email}`, ...(lead.phone ? [`Phone: ${lead.phone}`] : [])]
  const where = input.cardName === null ? `through the contact page of ${input.brandName}` : `on the card of ${input.cardName}`
  return {
    fromName: input.brandName,
    // Answering the mail answers the person who left their details.
    replyTo: { name: lead.name, address: lead.email },
    subject: input.cardName === null ? `New message from ${lead.name} through the contact page` : `New contact from ${lead.name} on the card of ${input.cardName}`,
    text:
      `${lead.name} ${input.cardName === null ? 'wrote' : 'left their details'} ${where}.\n\n${details.join('\n')}\n` +
      (lead.message ? `\n${lead.message}\n` : '') +
      `\nAll messages: ${input.messagesUrl}\n`,
    html:
      `<p><strong>${escapeHtml(lead.name)}</strong> ${input.cardName === null ? 'wrote' : 'left their details'} ${escapeHtml(where)}.</p>` +
      `<p>${details.map(escapeHtml).join('<br>')}</p>` +
      (lead.message ? `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` : '') +
      `<p><a href="${escapeHtml(input.messagesUrl)}">All messages</a></p>`,
    // Their contact, ready to save: the card they chose to send, or one made from what they typed.
    attachments: [{ filename: contactFileName(lead.name), content: lead.vcard ?? leadVcard(lead), contentType: 'text/vcard; charset=utf-8' }],
  }
}
