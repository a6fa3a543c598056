import { Badge, HStack } from '@chakra-ui/react'
import { FormattedMessage } from 'react-intl'
import type { DocumentStatus } from '../../../domain/invoice'
import { statusPalettes, statusWords } from '../document-words'

/** A document's status in words, and "Overdue" beside it when an issued invoice's due date has passed unpaid. */
export function StatusBadge({ status, overdue }: { status: DocumentStatus; overdue: boolean }) {
  return (
    <HStack gap="1" flexWrap="wrap">
      <Badge colorPalette={statusPalettes[status]}>
        <FormattedMessage {...statusWords[status]} />
      </Badge>
      {overdue ? (
        <Badge colorPalette="orange" variant="solid">
          <FormattedMessage id="invoices.status.overdue" defaultMessage="Overdue" />
        </Badge>
      ) : null}
    </HStack>
  )
}
