import { Button, Grid, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useMemo, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSection } from '../../../components/ui/form-section'
import { ItemList, ListRow } from '../../../components/ui/item-list'
import { TextField } from '../../../components/ui/text-field'
import { TitledSection } from '../../../components/ui/titled-section'
import { refundCreateSchema, type Payment } from '../../../domain/payment'
import { needs } from '../../../lib/features/brand-role'
import { useSchemaForm, type SubmitOutcome } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useRefundPaymentMutation } from '../api/refund-payment'
import { methodWords } from '../payment-words'
import { typedMoneySchema } from '../typed-money'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { DayText } from './day-text'
import { MoneyText } from './money-text'

/** One payment: who paid, how, the invoices it settles, what was given back, and a refund for those who record payments. */
export function PaymentDetails({ brandId, payment, mayRecord }: { brandId: string; payment: Payment; mayRecord: boolean }) {
  const intl = useIntl()
  const [refunding, setRefunding] = useState(false)
  const left = payment.amount - payment.refunded
  const fact = (label: string, value: ReactNode) => (
    <Stack gap="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </Stack>
  )
  return (
    <Stack gap="8">
      <Grid as="dl" gap="3" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}>
        {fact(intl.formatMessage({ id: 'payments.details.amount', defaultMessage: 'Amount' }), <MoneyText amount={payment.amount} currency={payment.currency} />)}
        {fact(intl.formatMessage({ id: 'payments.details.from', defaultMessage: 'From' }), <bdi>{payment.client_name ?? payment.payer}</bdi>)}
        {fact(intl.formatMessage({ id: 'payments.details.received', defaultMessage: 'Received on' }), <DayText day={payment.received_on} />)}
        {fact(intl.formatMessage({ id: 'payments.details.method', defaultMessage: 'Method' }), intl.formatMessage(methodWords[payment.method]))}
        {payment.reference ? fact(intl.formatMessage({ id: 'payments.details.reference', defaultMessage: 'Reference' }), <bdi dir="ltr">{payment.reference}</bdi>) : null}
        {payment.unallocated > 0 ? fact(intl.formatMessage({ id: 'payments.details.credit', defaultMessage: 'The client’s credit from it' }), <MoneyText amount={payment.unallocated} currency={payment.currency} />) : null}
      </Grid>
      <TitledSection title={<FormattedMessage id="payments.details.settles" defaultMessage="Invoices it settles" />} gap="3">
        {payment.allocations.length === 0 ? (
          <Text>
            <FormattedMessage id="payments.details.noInvoices" defaultMessage="It is on no invoice." />
          </Text>
        ) : (
          <ItemList items={payment.allocations} keyOf={(allocation) => allocation.invoice_id} label={intl.formatMessage({ id: 'payments.details.settles', defaultMessage: 'Invoices it settles' })} gap="2">
            {(allocation) => (
              <ListRow display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
                <Link asChild>
                  <RouterLink to="/brands/$id/invoices/$invoiceId" params={{ id: brandId, invoiceId: allocation.invoice_id }}>
                    <FormattedMessage id="payments.details.invoice" defaultMessage="Invoice {number}" values={{ number: <bdi dir="ltr">{allocation.invoice_number ?? ''}</bdi> }} />
                  </RouterLink>
                </Link>
                <MoneyText amount={allocation.amount} currency={payment.currency} />
              </ListRow>
            )}
          </ItemList>
        )}
      </TitledSection>
      <TitledSection
        title={<FormattedMessage id="payments.details.refunds" defaultMessage="Refunds" />}
        gap="3"
        actions={
          mayRecord && left > 0 && !refunding ? (
            <Button {...needs('record-payments')} size="sm" variant="outline" onClick={() => setRefunding(true)}>
              <FormattedMessage id="payments.details.refund" defaultMessage="Refund" />
            </Button>
          ) : null
        }
      >
        {refunding ? <RefundForm brandId={brandId} payment={payment} onDone={() => setRefunding(false)} /> : null}
        {payment.refunds.length === 0 ? (
          <Text>
            <FormattedMessage id="payments.details.noRefunds" defaultMessage="Nothing of it was given back." />
          </Text>
        ) : (
          <ItemList items={payment.refunds} keyOf={(refund) => refund.id} label={intl.formatMessage({ id: 'payments.details.refunds', defaultMessage: 'Refunds' })} gap="2">
            {(refund) => (
              <ListRow display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
                <Stack gap="0">
                  <DayText day={refund.refunded_on} />
                  {refund.reason ? (
                    <Text fontSize="sm" color="fg.muted" dir="auto">
                      {refund.reason}
                    </Text>
                  ) : null}
                </Stack>
                <MoneyText amount={refund.amount} currency={payment.currency} />
              </ListRow>
            )}
          </ItemList>
        )}
      </TitledSection>
    </Stack>
  )
}

type RefundDraft = { amount: string; reason: string }

/** What is given back of a payment: the amount and why, asked once more before it is done. */
function RefundForm({ brandId, payment, onDone }: { brandId: string; payment: Payment; onDone: () => void }) {
  const intl = useIntl()
  const [refundPayment, refund] = useRefundPaymentMutation()
  const [asking, setAsking] = useState<((answer: boolean) => void) | null>(null)
  const schema = useMemo(() => refundCreateSchema.extend({ amount: typedMoneySchema(intl) }), [intl])
  const ask = () => new Promise<boolean>((resolve) => setAsking(() => resolve))
  const answer = (yes: boolean) => {
    asking?.(yes)
    setAsking(null)
  }
  const form = useSchemaForm({
    initialValues: { amount: '', reason: '' } as RefundDraft,
    schema,
    toInput: (draft: RefundDraft) => ({ reason: draft.reason, amount: { text: draft.amount, currency: payment.currency } }),
    onSubmit: async (value): Promise<SubmitOutcome<Payment>> => {
      if (!(await ask())) return { problem: intl.formatMessage({ id: 'payments.refund.notDone', defaultMessage: 'Nothing was refunded.' }) }
      return refundPayment({ brandId, paymentId: payment.id, refund: value })
    },
    onSaved: () => {
      notifySuccess(intl.formatMessage({ id: 'payments.refund.saved', defaultMessage: 'The refund is recorded.' }))
      onDone()
    },
    offlineMessage: intl.formatMessage({ id: 'payments.refund.offline', defaultMessage: 'You are offline, so nothing was refunded. What you typed is still here: try again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'payments.refund.invalid', defaultMessage: 'Some fields need a change: see the messages under them.' }),
  })
  return (
    <>
      <FormSection
        title={intl.formatMessage({ id: 'payments.refund.title', defaultMessage: 'Refund' })}
        intro={
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="payments.refund.intro" defaultMessage="At most {amount} can be given back." values={{ amount: <MoneyText amount={payment.amount - payment.refunded} currency={payment.currency} /> }} />
          </Text>
        }
        form={form}
        columns={{ base: '1fr', sm: '1fr 1fr' }}
        submitText={intl.formatMessage({ id: 'payments.refund.submit', defaultMessage: 'Refund' })}
        busyText={intl.formatMessage({ id: 'payments.refund.saving', defaultMessage: 'Refunding…' })}
        after={
          <Button variant="ghost" alignSelf="start" onClick={onDone}>
            {intl.formatMessage({ id: 'payments.refund.close', defaultMessage: 'Close without refunding' })}
          </Button>
        }
      >
        <TextField
          label={intl.formatMessage({ id: 'payments.refund.amount', defaultMessage: 'Amount in {currency}' }, { currency: payment.currency })}
          {...form.field('amount')}
          errorSubject={null}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          required
        />
        <TextField label={intl.formatMessage({ id: 'payments.refund.reason', defaultMessage: 'Reason (optional)' })} {...form.field('reason')} autoComplete="off" />
      </FormSection>
      <ConfirmDialog
        open={asking !== null}
        danger
        busy={refund.isLoading}
        title={<FormattedMessage id="payments.refund.askTitle" defaultMessage="Refund this payment?" />}
        confirm={<FormattedMessage id="payments.refund.confirm" defaultMessage="Refund" />}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        <FormattedMessage id="payments.refund.askText" defaultMessage="What is refunded is given back to the client and cannot be taken back." />
      </ConfirmDialog>
    </>
  )
}
