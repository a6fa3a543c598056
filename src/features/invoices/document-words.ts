import { defineMessages } from 'react-intl'
import type { DocumentKind, DocumentStatus } from '../../domain/invoice'

/** What each kind of document is called. */
export const kindWords = defineMessages<DocumentKind>({
  quote: { id: 'invoices.kind.quote', defaultMessage: 'Quote' },
  invoice: { id: 'invoices.kind.invoice', defaultMessage: 'Invoice' },
  credit_note: { id: 'invoices.kind.creditNote', defaultMessage: 'Credit note' },
})

/** Where a document stands, in words. */
export const statusWords = defineMessages<DocumentStatus>({
  draft: { id: 'invoices.status.draft', defaultMessage: 'Draft' },
  issued: { id: 'invoices.status.issued', defaultMessage: 'Issued' },
  sent: { id: 'invoices.status.sent', defaultMessage: 'Sent' },
  viewed: { id: 'invoices.status.viewed', defaultMessage: 'Viewed' },
  accepted: { id: 'invoices.status.accepted', defaultMessage: 'Accepted' },
  declined: { id: 'invoices.status.declined', defaultMessage: 'Declined' },
  void: { id: 'invoices.status.void', defaultMessage: 'Void' },
})

/** The badge colour of each status: green for a good answer, red for a refusal or a withdrawal. */
export const statusPalettes: Record<DocumentStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  sent: 'blue',
  viewed: 'purple',
  accepted: 'green',
  declined: 'red',
  void: 'red',
}
