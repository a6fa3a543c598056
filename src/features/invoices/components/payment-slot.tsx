import { Box, Text } from '@chakra-ui/react'
import { FormattedMessage } from 'react-intl'
import type { ClientDocument } from '../../../domain/invoice'
import { DayText } from './day-text'
import { MoneyText } from './money-text'

/**
 * Where the client pays an invoice from its link: the amount due and its date. Paying online
 * (server/modules/payments) draws its button here, beside the amount, once it is offered; until
 * then no button is shown, so nothing is offered that does not work.
 */
export function PaymentSlot({ document }: { token: string; document: ClientDocument }) {
  if (document.kind !== 'invoice' || document.status === 'void' || document.balance <= 0) return null
  return (
    <Box borderWidth="1px" borderColor={document.overdue ? 'border.warning' : 'border'} borderRadius="md" padding="4" role="region" aria-labelledby="payment-slot-title" data-slot="payment">
      <Text id="payment-slot-title" fontWeight="bold" fontSize="lg">
        <FormattedMessage id="invoices.payment.due" defaultMessage="Amount due: {amount}" values={{ amount: <MoneyText amount={document.balance} currency={document.currency} /> }} />
      </Text>
      <Text color={document.overdue ? 'fg.warning' : 'fg.muted'}>
        {document.overdue ? (
          <FormattedMessage id="invoices.payment.overdue" defaultMessage="It was due on {day}." values={{ day: <DayText day={document.due_date} /> }} />
        ) : (
          <FormattedMessage id="invoices.payment.dueBy" defaultMessage="Please pay by {day}." values={{ day: <DayText day={document.due_date} /> }} />
        )}
      </Text>
    </Box>
  )
}
