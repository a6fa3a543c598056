import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSection } from '../../../components/ui/form-section'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { TitledSection } from '../../../components/ui/titled-section'
import { currencySchema, type Currency } from '../../../domain/money/currencies'
import { paymentLinkCreateSchema, type PaymentLink } from '../../../domain/payment'
import { needs } from '../../../lib/features/brand-role'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useCreatePaymentLinkMutation } from '../api/create-payment-link'
import { useListPaymentLinksQuery } from '../api/list-payment-links'
import { useUpdatePaymentLinkMutation } from '../api/update-payment-link'
import { typedMoneySchema } from '../typed-money'
import { MoneyText } from './money-text'

/** The brand's payment links: amounts to pay without an invoice; made, copied and turned off by those who record payments. */
export function PaymentLinks({ brandId, mayRecord }: { brandId: string; mayRecord: boolean }) {
  const intl = useIntl()
  const [adding, setAdding] = useState(false)
  const links = useListPaymentLinksQuery({ brandId })
  return (
    <TitledSection
      title={<FormattedMessage id="payments.links.title" defaultMessage="Payment links" />}
      gap="4"
      actions={
        mayRecord && !adding ? (
          <Button {...needs('record-payments')} size="sm" variant="outline" onClick={() => setAdding(true)}>
            <FormattedMessage id="payments.links.add" defaultMessage="Create a payment link" />
          </Button>
        ) : null
      }
    >
      {adding ? <PaymentLinkForm brandId={brandId} onDone={() => setAdding(false)} /> : null}
      <QueryList
        query={links}
        items={(answer) => answer.payment_links}
        keyOf={(link) => link.id}
        label={intl.formatMessage({ id: 'payments.links.label', defaultMessage: 'Payment links' })}
        gap="2"
        loading={<FormattedMessage id="payments.links.loading" defaultMessage="Loading the payment links…" />}
        offline={<FormattedMessage id="payments.links.offline" defaultMessage="You are offline, so the payment links cannot be loaded." />}
        empty={<FormattedMessage id="payments.links.empty" defaultMessage="The brand has no payment links yet." />}
      >
        {(link) => <PaymentLinkRow brandId={brandId} link={link} mayRecord={mayRecord} />}
      </QueryList>
    </TitledSection>
  )
}

function PaymentLinkRow({ brandId, link, mayRecord }: { brandId: string; link: PaymentLink; mayRecord: boolean }) {
  const intl = useIntl()
  const [updateLink, update] = useUpdatePaymentLinkMutation()
  const address = new URL(link.path, window.location.origin).href
  async function copy() {
    await navigator.clipboard.writeText(address)
    notifySuccess(intl.formatMessage({ id: 'payments.links.copied', defaultMessage: 'The link is copied.' }))
  }
  return (
    <ListRow>
      <HStack gap="3" justifyContent="space-between" alignItems="start" flexWrap="wrap">
        <Stack gap="0" minWidth="0" flex="1 1 14rem">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" dir="auto">
              {link.title}
            </Text>
            {link.active ? null : (
              <Badge>
                <FormattedMessage id="payments.links.off" defaultMessage="Turned off" />
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm">
            <MoneyText amount={link.amount} currency={link.currency} />
          </Text>
          {link.description ? (
            <Text fontSize="sm" color="fg.muted" dir="auto">
              {link.description}
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start" wordBreak="break-all">
            {address}
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="ghost" onClick={() => void copy()} aria-label={intl.formatMessage({ id: 'payments.links.copyNamed', defaultMessage: 'Copy the link {title}' }, { title: link.title })}>
            <FormattedMessage id="payments.links.copy" defaultMessage="Copy the link" />
          </Button>
          {mayRecord && link.active ? (
            <Button
              {...needs('record-payments')}
              size="sm"
              variant="ghost"
              loading={update.isLoading}
              onClick={() => void updateLink({ brandId, linkId: link.id, changes: { active: false } })}
              aria-label={intl.formatMessage({ id: 'payments.links.turnOffNamed', defaultMessage: 'Turn off {title}' }, { title: link.title })}
            >
              <FormattedMessage id="payments.links.turnOff" defaultMessage="Turn off" />
            </Button>
          ) : null}
        </HStack>
      </HStack>
    </ListRow>
  )
}

type LinkDraft = { title: string; description: string; amount: string; currency: Currency }

const emptyLink = (): LinkDraft => ({ title: '', description: '', amount: '', currency: 'EUR' })

function PaymentLinkForm({ brandId, onDone }: { brandId: string; onDone: () => void }) {
  const intl = useIntl()
  const [createLink] = useCreatePaymentLinkMutation()
  const schema = useMemo(() => paymentLinkCreateSchema.extend({ amount: typedMoneySchema(intl) }), [intl])
  const form = useSchemaForm({
    initialValues: emptyLink(),
    schema,
    toInput: (draft: LinkDraft) => ({ ...draft, amount: { text: draft.amount, currency: draft.currency } }),
    onSubmit: (link) => createLink({ brandId, link }),
    onSaved: () => {
      notifySuccess(intl.formatMessage({ id: 'payments.linkForm.saved', defaultMessage: 'The payment link is made.' }))
      onDone()
      return emptyLink()
    },
    offlineMessage: intl.formatMessage({ id: 'payments.linkForm.offline', defaultMessage: 'You are offline, so the payment link was not made. What you typed is still here: try again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'payments.linkForm.invalid', defaultMessage: 'Some fields need a change: see the messages under them.' }),
  })
  const currencyNames = new Intl.DisplayNames([intl.locale], { type: 'currency' })
  return (
    <FormSection
      title={intl.formatMessage({ id: 'payments.linkForm.title', defaultMessage: 'Create a payment link' })}
      form={form}
      columns={{ base: '1fr', sm: '1fr 1fr' }}
      submitText={intl.formatMessage({ id: 'payments.linkForm.submit', defaultMessage: 'Create the link' })}
      busyText={intl.formatMessage({ id: 'payments.linkForm.saving', defaultMessage: 'Creating…' })}
      after={
        <Button variant="ghost" alignSelf="start" onClick={onDone}>
          {intl.formatMessage({ id: 'payments.linkForm.close', defaultMessage: 'Close without creating' })}
        </Button>
      }
    >
      <TextField label={intl.formatMessage({ id: 'payments.linkForm.name', defaultMessage: 'Title' })} {...form.field('title')} required autoComplete="off" />
      <SelectField
        label={intl.formatMessage({ id: 'payments.linkForm.currency', defaultMessage: 'Currency' })}
        value={form.values.currency}
        options={currencySchema.options.map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }))}
        onChange={(currency) => form.setField('currency', currency)}
      />
      <TextField
        label={intl.formatMessage({ id: 'payments.linkForm.amount', defaultMessage: 'Amount in {currency}' }, { currency: form.values.currency })}
        {...form.field('amount')}
        errorSubject={null}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
      />
      <TextField label={intl.formatMessage({ id: 'payments.linkForm.description', defaultMessage: 'Description (optional)' })} {...form.field('description')} rows={2} />
    </FormSection>
  )
}
