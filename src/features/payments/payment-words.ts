import { defineMessages } from 'react-intl'
import type { PaymentMethod } from '../../domain/payment'

export const methodWords = defineMessages<PaymentMethod>({
  bank_transfer: { id: 'payments.method.bankTransfer', defaultMessage: 'Bank transfer' },
  cash: { id: 'payments.method.cash', defaultMessage: 'Cash' },
  card: { id: 'payments.method.card', defaultMessage: 'Card' },
  other: { id: 'payments.method.other', defaultMessage: 'Other' },
})
