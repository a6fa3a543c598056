import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'

/** Tells a card's owner that a visitor left their details, in the brand of the site it came through; a reply goes to the visitor. */
export function leadMail(input: {
  brandName: string
  cardName: string
  lead: { name: string; email: string; phone: string; message: string }
  messagesUrl: string
}): Omit<Mail, 'to'> {
  const { lead } = input
  const details = [`Name: ${lead.name}`, `E-mail: ${lead.email}`, ...(lead.phone ? [`Phone: ${lead.phone}`] : [])]
  return {
    fromName: input.brandName,
    // Answering the mail answers the person who left their details.
    replyTo: { name: lead.name, address: lead.email },
    subject: `New contact from ${lead.name} on the card of ${input.cardName}`,
    text:
      `${lead.name} left their details on the card of ${input.cardName}.\n\n${details.join('\n')}\n` +
      (lead.message ? `\n${lead.message}\n` : '') +
      `\nAll messages: ${input.messagesUrl}\n`,
    html:
      `<p><strong>${escapeHtml(lead.name)}</strong> left their details on the card of ${escapeHtml(input.cardName)}.</p>` +
      `<p>${details.map(escapeHtml).join('<br>')}</p>` +
      (lead.message ? `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` : '') +
      `<p><a href="${escapeHtml(input.messagesUrl)}">All messages</a></p>`,
  }
}
