import { Button, GridItem } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { FormSection } from '../../../components/ui/form-section'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { UnsavedWork } from '../../../components/ui/unsaved-work'
import { clientCreateSchema, clientUpdateSchema, type Client } from '../../../domain/client'
import { currencySchema, type Currency } from '../../../domain/money/currencies'
import { localeNames, locales, type Locale } from '../../../i18n/locales'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useCreateClientMutation } from '../api/create-client'
import { useUpdateClientMutation } from '../api/update-client'

/** A client as the form holds it: the address's lines one under another, the payment terms as typed. */
type ClientDraft = {
  name: string
  contact_name: string
  email: string
  street: string
  postcode: string
  city: string
  country: string
  tax_id: string
  language: Locale
  currency: Currency
  payment_terms_days: string
}

const draftOf = (client: Client | undefined): ClientDraft => ({
  name: client?.name ?? '',
  contact_name: client?.contact_name ?? '',
  email: client?.email ?? '',
  street: client?.address.lines.join('\n') ?? '',
  postcode: client?.address.postcode ?? '',
  city: client?.address.city ?? '',
  country: client?.address.country ?? '',
  tax_id: client?.tax_id ?? '',
  language: client?.language ?? 'en',
  currency: client?.currency ?? 'EUR',
  payment_terms_days: String(client?.payment_terms_days ?? 14),
})

/** The draft as the API reads it; a number of days that is not one is left for the schema to refuse. */
const toInput = (draft: ClientDraft) => ({
  name: draft.name,
  contact_name: draft.contact_name,
  email: draft.email.trim(),
  address: {
    lines: draft.street.split('\n').map((line) => line.trim()).filter(Boolean),
    postcode: draft.postcode,
    city: draft.city,
    country: draft.country.trim().toUpperCase(),
  },
  tax_id: draft.tax_id,
  language: draft.language,
  currency: draft.currency,
  payment_terms_days: /^\d+$/.test(draft.payment_terms_days.trim()) ? Number(draft.payment_terms_days.trim()) : draft.payment_terms_days,
})

/** Adds a client, or edits one: name, contact, e-mail, address, country, tax id, language, currency and payment terms. */
export function ClientForm({ brandId, client, onDone }: { brandId: string; client?: Client; onDone: (client: Client) => void }) {
  const intl = useIntl()
  const [createClient] = useCreateClientMutation()
  const [updateClient] = useUpdateClientMutation()
  const form = useSchemaForm({
    initialValues: draftOf(client),
    schema: client ? clientUpdateSchema : clientCreateSchema,
    toInput,
    onSubmit: (value) => (client ? updateClient({ brandId, clientId: client.id, changes: value }) : createClient({ brandId, client: value as never })),
    onSaved: (saved: Client) => {
      notifySuccess(intl.formatMessage({ id: 'invoices.clientForm.saved', defaultMessage: 'The client {name} is saved.' }, { name: saved.name }))
      onDone(saved)
      return draftOf(client ? saved : undefined)
    },
    offlineMessage: intl.formatMessage({ id: 'invoices.clientForm.offline', defaultMessage: 'You are offline, so the client was not saved. What you typed is still here: save again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'invoices.clientForm.invalid', defaultMessage: 'Some fields need a change: see the messages under them.' }),
  })
  const error = (field: 'postcode' | 'city' | 'country') => form.errors[`address.${field}`]
  const street = form.errors['address.lines'] ?? Object.entries(form.errors).find(([path]) => path.startsWith('address.lines.'))?.[1]
  const languageNames = new Intl.DisplayNames([intl.locale], { type: 'language' })
  const currencyNames = new Intl.DisplayNames([intl.locale], { type: 'currency' })
  const currencies = currencySchema.options.map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }))
  const what = client
    ? intl.formatMessage({ id: 'invoices.clientForm.unsavedWhat', defaultMessage: 'the client {name}' }, { name: client.name })
    : intl.formatMessage({ id: 'invoices.clientForm.unsavedNew', defaultMessage: 'the new client' })
  return (
    <FormSection
      title={client ? intl.formatMessage({ id: 'invoices.clientForm.editTitle', defaultMessage: 'Edit {name}' }, { name: client.name }) : intl.formatMessage({ id: 'invoices.clientForm.addTitle', defaultMessage: 'Add a client' })}
      form={form}
      columns={{ base: '1fr', sm: '1fr 1fr' }}
      unsaved={<UnsavedWork unsaved={form.unsaved} what={what} save={form.submit} draft={{ key: `client:${brandId}:${client?.id ?? 'new'}`, values: form.values, restore: form.setValues }} />}
      submitText={client ? intl.formatMessage({ id: 'invoices.clientForm.save', defaultMessage: 'Save the client' }) : intl.formatMessage({ id: 'invoices.clientForm.add', defaultMessage: 'Add the client' })}
      busyText={intl.formatMessage({ id: 'invoices.clientForm.saving', defaultMessage: 'Saving…' })}
      after={
        client ? (
          <Button variant="ghost" alignSelf="start" onClick={() => onDone(client)}>
            {intl.formatMessage({ id: 'invoices.clientForm.close', defaultMessage: 'Close without changes' })}
          </Button>
        ) : null
      }
    >
      <TextField label={intl.formatMessage({ id: 'invoices.clientForm.name', defaultMessage: 'Name' })} {...form.field('name')} required autoComplete="off" />
      <TextField label={intl.formatMessage({ id: 'invoices.clientForm.contact', defaultMessage: 'Contact person (optional)' })} {...form.field('contact_name')} autoComplete="off" />
      <TextField label={intl.formatMessage({ id: 'invoices.clientForm.email', defaultMessage: 'E-mail (optional)' })} {...form.field('email')} type="email" dir="ltr" autoComplete="off" />
      <TextField label={intl.formatMessage({ id: 'invoices.clientForm.taxId', defaultMessage: 'Tax id (optional)' })} {...form.field('tax_id')} dir="ltr" autoComplete="off" />
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <TextField label={intl.formatMessage({ id: 'invoices.clientForm.street', defaultMessage: 'Street and house, one line each (optional)' })} value={form.values.street} onChange={(street) => form.setField('street', street)} error={street} rows={2} />
      </GridItem>
      <TextField label={intl.formatMessage({ id: 'invoices.clientForm.postcode', defaultMessage: 'Postcode (optional)' })} value={form.values.postcode} onChange={(value) => form.setField('postcode', value)} error={error('postcode')} autoComplete="off" />
      <TextField label={intl.formatMessage({ id: 'invoices.clientForm.city', defaultMessage: 'City (optional)' })} value={form.values.city} onChange={(value) => form.setField('city', value)} error={error('city')} autoComplete="off" />
      <TextField
        label={intl.formatMessage({ id: 'invoices.clientForm.country', defaultMessage: 'Country code (optional)' })}
        helper={intl.formatMessage({ id: 'invoices.clientForm.countryHelper', defaultMessage: 'Two letters, such as DE or GB' })}
        value={form.values.country}
        onChange={(value) => form.setField('country', value)}
        error={error('country')}
        maxLength={2}
        dir="ltr"
        autoComplete="off"
      />
      <SelectField
        label={intl.formatMessage({ id: 'invoices.clientForm.language', defaultMessage: 'Language of their documents' })}
        value={form.values.language}
        options={locales.map((locale) => ({ value: locale, label: `${localeNames[locale]} · ${languageNames.of(locale) ?? locale}` }))}
        onChange={(language) => form.setField('language', language)}
      />
      <SelectField label={intl.formatMessage({ id: 'invoices.clientForm.currency', defaultMessage: 'Currency' })} value={form.values.currency} options={currencies} onChange={(currency) => form.setField('currency', currency)} />
      <TextField
        label={intl.formatMessage({ id: 'invoices.clientForm.terms', defaultMessage: 'Payment terms in days' })}
        {...form.field('payment_terms_days')}
        inputMode="numeric"
        dir="ltr"
      />
    </FormSection>
  )
}
