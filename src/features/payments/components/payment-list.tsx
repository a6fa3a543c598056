import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Fragment, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { Payment } from '../../../domain/payment'
import { useListPaymentsQuery } from '../api/list-payments'
import { methodWords } from '../payment-words'
import { DayText } from './day-text'
import { MoneyText } from './money-text'

/** The brand's payments, newest first: when, from whom, how, how much, what it settled and what was given back. */
export function PaymentList({ brandId }: { brandId: string }) {
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const payments = useListPaymentsQuery({ brandId, query: page > 1 ? { page } : {} })
  const pages = payments.data ? Math.max(1, Math.ceil(payments.data.total / payments.data.page_size)) : 1
  return (
    <Stack gap="4">
      <QueryList
        query={payments}
        items={(answer) => answer.payments}
        keyOf={(payment) => payment.id}
        label={intl.formatMessage({ id: 'payments.list.label', defaultMessage: 'Payments' })}
        gap="2"
        loading={<FormattedMessage id="payments.list.loading" defaultMessage="Loading the payments…" />}
        offline={<FormattedMessage id="payments.list.offline" defaultMessage="You are offline, so the payments cannot be loaded." />}
        empty={<FormattedMessage id="payments.list.empty" defaultMessage="No payments are recorded yet." />}
      >
        {(payment) => <PaymentRow brandId={brandId} payment={payment} />}
      </QueryList>
      {pages > 1 ? (
        <HStack gap="3" justifyContent="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <FormattedMessage id="payments.list.previous" defaultMessage="Newer" />
          </Button>
          <Text fontSize="sm">
            <FormattedMessage id="payments.list.page" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <FormattedMessage id="payments.list.next" defaultMessage="Older" />
          </Button>
        </HStack>
      ) : null}
    </Stack>
  )
}

/** Facts of a row one after another, with the reader's separator between them. */
function separated(parts: ReactNode[], separator: string): ReactNode[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [<Fragment key={`separator-${index}`}> {separator} </Fragment>, part]))
}

function PaymentRow({ brandId, payment }: { brandId: string; payment: Payment }) {
  const intl = useIntl()
  const who = payment.client_name ?? (payment.payer || intl.formatMessage({ id: 'payments.list.unknownPayer', defaultMessage: 'Unknown payer' }))
  const settled = payment.allocations.map((allocation) => allocation.invoice_number).filter(Boolean)
  return (
    <ListRow>
      <HStack gap="3" justifyContent="space-between" alignItems="start" flexWrap="wrap">
        <Stack gap="0" minWidth="0" flex="1 1 14rem">
          <Link asChild fontWeight="semibold">
            <RouterLink to="/brands/$id/pay/$payId" params={{ id: brandId, payId: payment.id }}>
              <bdi>{who}</bdi>
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {separated(
              [
                <DayText key="day" day={payment.received_on} />,
                intl.formatMessage(methodWords[payment.method]),
                ...(payment.reference ? [<bdi key="reference" dir="ltr" style={{ whiteSpace: 'nowrap' }}>{payment.reference}</bdi>] : []),
              ],
              intl.formatMessage({ id: 'payments.list.separator', defaultMessage: '·' }),
            )}
          </Text>
          {settled.length > 0 || payment.unallocated > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {separated(
                [
                  ...(settled.length > 0 ? [<FormattedMessage key="settled" id="payments.list.settled" defaultMessage="Settles {invoices}" values={{ invoices: <bdi dir="ltr">{settled.join(', ')}</bdi> }} />] : []),
                  ...(payment.unallocated > 0
                    ? [<FormattedMessage key="credit" id="payments.list.credit" defaultMessage="{amount} credit" values={{ amount: <MoneyText amount={payment.unallocated} currency={payment.currency} /> }} />]
                    : []),
                ],
                intl.formatMessage({ id: 'payments.list.separator', defaultMessage: '·' }),
              )}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="0" alignItems="end">
          <Text fontWeight="semibold">
            <MoneyText amount={payment.amount} currency={payment.currency} />
          </Text>
          {payment.refunded > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="payments.list.refunded" defaultMessage="{amount} refunded" values={{ amount: <MoneyText amount={payment.refunded} currency={payment.currency} /> }} />
            </Text>
          ) : null}
        </Stack>
      </HStack>
    </ListRow>
  )
}
