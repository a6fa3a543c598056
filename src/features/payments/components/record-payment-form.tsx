import { Button, GridItem, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { z } from 'zod'
import { FormSection } from '../../../components/ui/form-section'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { paymentCreateSchema } from '../../../domain/payment'
import { currencySchema, type Currency } from '../../../domain/money/currencies'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useListClientInvoicesQuery, useListPayingClientsQuery } from '../api/list-payers'
import { useRecordPaymentMutation } from '../api/record-payment'
import { methodWords } from '../payment-words'
import { optionalTypedMoneySchema, typedMoneySchema } from '../typed-money'
import { MoneyText } from './money-text'

const recordedMethods = ['bank_transfer', 'cash', 'other'] as const
type RecordedMethod = (typeof recordedMethods)[number]

/** A payment as the form holds it: amounts as typed, what goes on each open invoice by its id. */
type PaymentDraft = {
  client_id: string
  amount: string
  currency: Currency
  method: RecordedMethod
  received_on: string
  reference: string
  allocations: Record<string, string>
}

const today = () => new Date().toISOString().slice(0, 10)

const emptyDraft = (): PaymentDraft => ({ client_id: '', amount: '', currency: 'EUR', method: 'bank_transfer', received_on: today(), reference: '', allocations: {} })

/**
 * Records what a client paid: the amount typed in the reader's locale, and what of it goes on
 * which of the client's open invoices; what is put on none stays the client's credit.
 */
export function RecordPaymentForm({ brandId, onDone }: { brandId: string; onDone: () => void }) {
  const intl = useIntl()
  const [recordPayment] = useRecordPaymentMutation()
  const clients = useListPayingClientsQuery({ brandId })
  const schema = useMemo(
    () =>
      paymentCreateSchema.extend({
        amount: typedMoneySchema(intl),
        allocations: z
          .array(z.object({ invoice_id: z.string(), amount: optionalTypedMoneySchema(intl) }))
          .transform((rows) => rows.flatMap((row) => (row.amount === null ? [] : [{ invoice_id: row.invoice_id, amount: row.amount }]))),
      }),
    [intl],
  )
  const form = useSchemaForm({
    initialValues: emptyDraft(),
    schema,
    toInput: (draft: PaymentDraft) => ({
      client_id: draft.client_id,
      amount: { text: draft.amount, currency: draft.currency },
      currency: draft.currency,
      method: draft.method,
      received_on: draft.received_on,
      reference: draft.reference,
      allocations: Object.entries(draft.allocations).map(([invoice_id, text]) => ({ invoice_id, amount: { text, currency: draft.currency } })),
    }),
    onSubmit: (payment) => recordPayment({ brandId, payment }),
    onSaved: () => {
      notifySuccess(intl.formatMessage({ id: 'payments.record.saved', defaultMessage: 'The payment is recorded.' }))
      onDone()
      return emptyDraft()
    },
    offlineMessage: intl.formatMessage({ id: 'payments.record.offline', defaultMessage: 'You are offline, so the payment was not recorded. What you typed is still here: record it again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'payments.record.invalid', defaultMessage: 'Some fields need a change: see the messages under them.' }),
  })
  const invoices = useListClientInvoicesQuery({ brandId, clientId: form.values.client_id }, { skip: !form.values.client_id })
  const open = (invoices.data?.invoices ?? []).filter((invoice) => invoice.status !== 'draft' && invoice.status !== 'void' && invoice.balance > 0 && invoice.currency === form.values.currency)
  const currencyNames = new Intl.DisplayNames([intl.locale], { type: 'currency' })
  const chooseClient = (clientId: string) => {
    const client = clients.data?.clients.find((candidate) => candidate.id === clientId)
    form.setValues((draft) => ({ ...draft, client_id: clientId, currency: client?.currency ?? draft.currency, allocations: {} }))
  }
  const setAllocation = (invoiceId: string, text: string) => form.setValues((draft) => ({ ...draft, allocations: { ...draft.allocations, [invoiceId]: text } }))
  return (
    <FormSection
      title={intl.formatMessage({ id: 'payments.record.title', defaultMessage: 'Record a payment' })}
      form={form}
      columns={{ base: '1fr', sm: '1fr 1fr' }}
      submitText={intl.formatMessage({ id: 'payments.record.submit', defaultMessage: 'Record the payment' })}
      busyText={intl.formatMessage({ id: 'payments.record.saving', defaultMessage: 'Recording…' })}
      after={
        <Button variant="ghost" alignSelf="start" onClick={onDone}>
          {intl.formatMessage({ id: 'payments.record.close', defaultMessage: 'Close without recording' })}
        </Button>
      }
    >
      <SelectField
        label={intl.formatMessage({ id: 'payments.record.client', defaultMessage: 'Client' })}
        value={form.values.client_id}
        options={[{ value: '', label: intl.formatMessage({ id: 'payments.record.chooseClient', defaultMessage: 'Choose a client' }) }, ...(clients.data?.clients ?? []).map((client) => ({ value: client.id, label: client.name }))]}
        onChange={chooseClient}
        error={form.errors.client_id}
      />
      <SelectField
        label={intl.formatMessage({ id: 'payments.record.currency', defaultMessage: 'Currency' })}
        value={form.values.currency}
        options={currencySchema.options.map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }))}
        onChange={(currency) => form.setValues((draft) => ({ ...draft, currency, allocations: {} }))}
      />
      <TextField
        label={intl.formatMessage({ id: 'payments.record.amount', defaultMessage: 'Amount in {currency}' }, { currency: form.values.currency })}
        {...form.field('amount')}
        errorSubject={null}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
      />
      <SelectField
        label={intl.formatMessage({ id: 'payments.record.method', defaultMessage: 'Method' })}
        value={form.values.method}
        options={recordedMethods.map((method) => ({ value: method, label: intl.formatMessage(methodWords[method]) }))}
        onChange={(method) => form.setField('method', method)}
      />
      <TextField label={intl.formatMessage({ id: 'payments.record.receivedOn', defaultMessage: 'Received on' })} {...form.field('received_on')} type="date" dir="ltr" />
      <TextField label={intl.formatMessage({ id: 'payments.record.reference', defaultMessage: 'Reference (optional)' })} {...form.field('reference')} dir="ltr" autoComplete="off" />
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Stack gap="3" role="group" aria-label={intl.formatMessage({ id: 'payments.record.settles', defaultMessage: 'What it settles' })}>
          <Text fontWeight="semibold">{intl.formatMessage({ id: 'payments.record.settles', defaultMessage: 'What it settles' })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage({ id: 'payments.record.creditNote', defaultMessage: 'What you put on no invoice stays the client’s credit.' })}
          </Text>
          {!form.values.client_id ? null : open.length === 0 ? (
            <Text fontSize="sm">{intl.formatMessage({ id: 'payments.record.noOpen', defaultMessage: 'The client has no open invoices in {currency}.' }, { currency: form.values.currency })}</Text>
          ) : (
            open.map((invoice, index) => (
              <Stack key={invoice.id} gap="1">
                <TextField
                  label={intl.formatMessage({ id: 'payments.record.onInvoice', defaultMessage: 'On invoice {number} (optional)' }, { number: invoice.number ?? '' })}
                  value={form.values.allocations[invoice.id] ?? ''}
                  onChange={(text) => setAllocation(invoice.id, text)}
                  error={form.errors[`allocations.${index}.amount`]}
                  errorSubject={null}
                  inputMode="decimal"
                  dir="ltr"
                  autoComplete="off"
                />
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage({ id: 'payments.record.balance', defaultMessage: 'Left to pay:' })} <MoneyText amount={invoice.balance} currency={invoice.currency} />
                </Text>
              </Stack>
            ))
          )}
        </Stack>
      </GridItem>
    </FormSection>
  )
}
