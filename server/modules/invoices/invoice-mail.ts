import { defineMessages } from '@formatjs/intl'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import { formatMoney } from '../../../src/domain/money/money-text'
import { minor } from '../../../src/domain/money/minor-units'
import { formattingLocales, type Locale } from '../../../src/i18n/locales'
import { escapeHtml } from '../../html'
import { sayWith, translatorFor } from '../../i18n/translator'
import type { Mail } from '../../mail/mailer'

const words = defineMessages({
  subject: {
    id: 'invoiceMail.subject',
    defaultMessage: '{kind, select, quote {Quote} credit_note {Credit note} other {Invoice}} {number} from {brand}',
  },
  greeting: { id: 'invoiceMail.greeting', defaultMessage: 'Dear {name},' },
  invoice: { id: 'invoiceMail.invoice', defaultMessage: 'here is our invoice {number} of {amount}, due on {due}.' },
  quote: { id: 'invoiceMail.quote', defaultMessage: 'here is our quote {number} of {amount}, open until {due}. You can accept it through the link below.' },
  creditNote: { id: 'invoiceMail.creditNote', defaultMessage: 'here is our credit note {number} of {amount}.' },
  open: { id: 'invoiceMail.open', defaultMessage: 'Open the document' },
  openText: { id: 'invoiceMail.openText', defaultMessage: 'Open the document: {link}' },
  regards: { id: 'invoiceMail.regards', defaultMessage: 'Kind regards, {brand}' },
})

/** Where the client opens a document through the secret of their link. */
export const clientLinkPath = (token: string) => `/invoice-links/${token}`

/**
 * The mail that sends a document to its client, in the client's language: what it is, its amount
 * and date, and the link that opens it without an account.
 */
export function invoiceMail(input: { document: InvoiceDocument; brandName: string; replyTo: string; link: string; locale: Locale }): Omit<Mail, 'to'> {
  const t = translatorFor(input.locale)
  const say = sayWith(t)
  const { document } = input
  const number = document.number ?? ''
  const amount = formatMoney(minor(document.totals.tax_inclusive_total), document.currency, formattingLocales[input.locale])
  const due = t.formatDate(new Date(`${document.due_date}T00:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const what = document.kind === 'quote' ? words.quote : document.kind === 'credit_note' ? words.creditNote : words.invoice
  const lines = [say(words.greeting, { name: document.client.contact_name || document.client.name }), say(what, { number, amount, due })]
  const regards = say(words.regards, { brand: input.brandName })
  return {
    fromName: input.brandName,
    ...(input.replyTo ? { replyTo: { name: input.brandName, address: input.replyTo } } : {}),
    subject: say(words.subject, { kind: document.kind, number, brand: input.brandName }),
    text: `${lines.join('\n')}\n\n${say(words.openText, { link: input.link })}\n\n${regards}\n`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(say(words.open))}</a></p><p>${escapeHtml(regards)}</p>`,
  }
}
