import { defineMessages } from '@formatjs/intl'
import { escapeHtml } from '../../html'
import { contactFileName, leadVcard } from '../../../src/domain/vcard-file'
import type { Mail } from '../../mail/mailer'
import type { Locale } from '../../../src/i18n/locales'
import { markedMessage } from '../../i18n/marked-message'
import { sayWith, translatorFor } from '../../i18n/translator'

const words = defineMessages({
  cardSubject: { id: 'mail.lead.cardSubject', defaultMessage: 'New contact from {name} on the card of {card}' },
  contactSubject: { id: 'mail.lead.contactSubject', defaultMessage: 'New message from {name} through the contact page' },
  leftDetails: { id: 'mail.lead.leftDetails', defaultMessage: '<b>{name}</b> left their details on the card of {card}.' },
  wrote: { id: 'mail.lead.wrote', defaultMessage: '<b>{name}</b> wrote through the contact page of {brand}.' },
  name: { id: 'mail.lead.name', defaultMessage: 'Name: {name}' },
  email: { id: 'mail.lead.email', defaultMessage: 'E-mail: {email}' },
  phone: { id: 'mail.lead.phone', defaultMessage: 'Phone: {phone}' },
  allMessagesLink: { id: 'mail.lead.allMessagesLink', defaultMessage: 'All messages: {link}' },
  allMessages: { id: 'mail.lead.allMessages', defaultMessage: 'All messages' },
})

/**
 * Tells a card's owner that a visitor left their details (or the brand that someone wrote through
 * its contact page, without a card), in the brand of the site it came through and in the reader's
 * language; a reply goes to the visitor. Its subject is the notification's title too.
 */
export function leadMail(input: {
  brandName: string
  /** Null for a message from the contact page. */
  cardName: string | null
  lead: { name: string; email: string; phone: string; message: string; vcard?: string | undefined }
  messagesUrl: string
  locale: Locale
}): Omit<Mail, 'to'> {
  const { lead } = input
  const t = translatorFor(input.locale)
  const say = sayWith(t)
  const details = [say(words.name, { name: lead.name }), say(words.email, { email: lead.email }), ...(lead.phone ? [say(words.phone, { phone: lead.phone })] : [])]
  const opening = (as: 'html' | 'text') =>
    input.cardName === null
      ? markedMessage(t, words.wrote, { name: lead.name, brand: input.brandName }, as)
      : markedMessage(t, words.leftDetails, { name: lead.name, card: input.cardName }, as)
  return {
    fromName: input.brandName,
    // Answering the mail answers the person who left their details.
    replyTo: { name: lead.name, address: lead.email },
    subject: input.cardName === null ? say(words.contactSubject, { name: lead.name }) : say(words.cardSubject, { name: lead.name, card: input.cardName }),
    text:
      `${opening('text')}\n\n${details.join('\n')}\n` +
      (lead.message ? `\n${lead.message}\n` : '') +
      `\n${say(words.allMessagesLink, { link: input.messagesUrl })}\n`,
    html:
      `<p>${opening('html')}</p>` +
      `<p>${details.map(escapeHtml).join('<br>')}</p>` +
      (lead.message ? `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` : '') +
      `<p><a href="${escapeHtml(input.messagesUrl)}">${escapeHtml(say(words.allMessages))}</a></p>`,
    // Their contact, ready to save: the card they chose to send, or one made from what they typed.
    attachments: [{ filename: contactFileName(lead.name), content: lead.vcard ?? leadVcard(lead), contentType: 'text/vcard; charset=utf-8' }],
  }
}
