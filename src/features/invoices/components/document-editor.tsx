import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { FormSubmit } from '../../../components/ui/form-submit'
import { MoveButtons } from '../../../components/ui/move-buttons'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { TitledSection } from '../../../components/ui/titled-section'
import { UnsavedWork } from '../../../components/ui/unsaved-work'
import type { Client } from '../../../domain/client'
import type { z } from 'zod'
import type { documentCreateSchema, DocumentKind, InvoiceDocument } from '../../../domain/invoice'
import { currencySchema } from '../../../domain/money/currencies'
import type { Say } from '../../../i18n/say'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useCreateInvoiceMutation } from '../api/create-invoice'
import { useUpdateInvoiceMutation } from '../api/update-invoice'
import { addDays, draftOf, draftSchema, liveTotals, newLine, type DocumentDraft, type LineDraft, type TaxDraft } from '../document-draft'
import { TotalsTable } from './document-sheet'
import { FinalizeDocument } from './finalize-document'

type DocumentEditorProps = {
  brandId: string
  kind: DocumentKind
  /** The draft being edited; for a new document, the values it starts from. */
  document: InvoiceDocument | null
  initialDraft?: DocumentDraft
  clients: readonly Client[]
  /** A new document was saved: the screen opens it under its id. */
  onCreated?: (document: InvoiceDocument) => void
  /** Whether the person may finalize (send-invoices). */
  mayFinalize: boolean
}

const maxTaxes = 4

/**
 * A draft quote, invoice or credit note: its client, currency, prices, dates, lines, notes and
 * terms, with totals worked out as it is typed by the one calculator. Saved with a confirmation;
 * finalizing saves what is unsaved first.
 */
export function DocumentEditor({ brandId, kind, document, initialDraft, clients, onCreated, mayFinalize }: DocumentEditorProps) {
  const intl = useIntl()
  const [createInvoice] = useCreateInvoiceMutation()
  const [updateInvoice] = useUpdateInvoiceMutation()
  const schema = useMemo(() => draftSchema({ locale: intl.locale, say: intl.formatMessage as Say }), [intl])
  const form = useSchemaForm({
    initialValues: document ? draftOf(document, intl.locale) : initialDraft!,
    schema,
    onSubmit: (value) =>
      document ? updateInvoice({ brandId, invoiceId: document.id, changes: value }) : createInvoice({ brandId, document: { kind: kind === 'quote' ? 'quote' : 'invoice', ...value } as z.output<typeof documentCreateSchema> }),
    onSaved: (saved: InvoiceDocument) => {
      notifySuccess(intl.formatMessage({ id: 'invoices.editor.saved', defaultMessage: 'The draft {kind, select, quote {quote} credit_note {credit note} other {invoice}} is saved.' }, { kind }))
      if (!document) onCreated?.(saved)
      return draftOf(saved, intl.locale)
    },
    offlineMessage: intl.formatMessage({
      id: 'invoices.editor.offline',
      defaultMessage: 'You are offline, so the draft was not saved. Your changes are still here: save again when you are back online.',
    }),
    invalidMessage: intl.formatMessage({ id: 'invoices.editor.invalid', defaultMessage: 'Some fields need a change: see the messages under them.' }),
    refusedMessage: intl.formatMessage({ id: 'invoices.editor.refused', defaultMessage: 'The server refused a field: see the message under it.' }),
  })
  const { values: draft, errors, setValues: setDraft } = form
  const totals = liveTotals(draft, intl.locale)
  const isCreditNote = kind === 'credit_note'

  const setLine = (index: number, patch: Partial<LineDraft>) => setDraft((current) => ({ ...current, lines: current.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) }))
  const setTax = (index: number, taxIndex: number, patch: Partial<TaxDraft>) =>
    setLine(index, { taxes: draft.lines[index]!.taxes.map((tax, at) => (at === taxIndex ? { ...tax, ...patch } : tax)) })
  const moveLine = (from: number, to: number) =>
    setDraft((current) => {
      const lines = [...current.lines]
      const [moved] = lines.splice(from, 1)
      lines.splice(to, 0, moved!)
      return { ...current, lines }
    })
  const chooseClient = (clientId: string) => {
    const client = clients.find((candidate) => candidate.id === clientId)
    // A new document takes the client's currency and payment terms; a saved one keeps what it has.
    if (!document && client) setDraft((current) => ({ ...current, client_id: clientId, currency: client.currency, due_date: addDays(current.issue_date, client.payment_terms_days) }))
    else form.setField('client_id', clientId)
  }
  const lineLabel = (number: number, field: string) => intl.formatMessage({ id: 'invoices.editor.lineField', defaultMessage: 'Line {number}: {field}' }, { number, field })
  const currencyNames = new Intl.DisplayNames([intl.locale], { type: 'currency' })
  const currencies = currencySchema.options.map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }))
  const clientOptions = [
    ...(draft.client_id === '' ? [{ value: '', label: intl.formatMessage({ id: 'invoices.editor.chooseClient', defaultMessage: 'Choose a client' }) }] : []),
    ...clients.map((client) => ({ value: client.id, label: client.name })),
    // A draft's client is always offered, even when it is not on the first page of clients.
    ...(document && !clients.some((client) => client.id === document.client_id) ? [{ value: document.client_id, label: document.client.name }] : []),
  ]

  return (
    <Stack gap="6">
      <UnsavedWork
        unsaved={form.unsaved}
        what={intl.formatMessage({ id: 'invoices.editor.unsavedWhat', defaultMessage: 'the draft {kind, select, quote {quote} credit_note {credit note} other {invoice}}' }, { kind })}
        save={form.submit}
        draft={{ key: `invoice:${brandId}:${document?.id ?? `new-${kind}`}`, values: draft, restore: setDraft }}
      />
      {document && mayFinalize ? <FinalizeDocument brandId={brandId} document={document} saveFirst={form.saveIfUnsaved} /> : null}
      <form onSubmit={form.submit} noValidate aria-label={intl.formatMessage({ id: 'invoices.editor.formLabel', defaultMessage: 'The draft {kind, select, quote {quote} credit_note {credit note} other {invoice}}' }, { kind })}>
        <Stack gap="6">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' }} gap="3">
            <SelectField label={intl.formatMessage({ id: 'invoices.editor.client', defaultMessage: 'Client' })} value={draft.client_id} options={clientOptions} onChange={chooseClient} error={errors.client_id} />
            {isCreditNote ? (
              <TextField label={intl.formatMessage({ id: 'invoices.editor.currency', defaultMessage: 'Currency' })} value={draft.currency} onChange={() => undefined} readOnly dir="ltr" helper={intl.formatMessage({ id: 'invoices.editor.currencyOfInvoice', defaultMessage: 'The currency of the invoice it corrects' })} />
            ) : (
              <SelectField label={intl.formatMessage({ id: 'invoices.editor.currency', defaultMessage: 'Currency' })} value={draft.currency} options={currencies} onChange={(currency) => form.setField('currency', currency)} error={errors.currency} />
            )}
            <SelectField
              label={intl.formatMessage({ id: 'invoices.editor.prices', defaultMessage: 'Unit prices' })}
              value={draft.prices}
              options={[
                { value: 'exclusive', label: intl.formatMessage({ id: 'invoices.editor.exclusive', defaultMessage: 'Without tax' }) },
                { value: 'inclusive', label: intl.formatMessage({ id: 'invoices.editor.inclusive', defaultMessage: 'Including tax' }) },
              ]}
              onChange={(prices) => form.setField('prices', prices)}
            />
            <TextField label={intl.formatMessage({ id: 'invoices.editor.issueDate', defaultMessage: 'Issue date' })} type="date" {...form.field('issue_date')} />
            <TextField
              label={kind === 'quote' ? intl.formatMessage({ id: 'invoices.editor.validUntil', defaultMessage: 'Valid until' }) : intl.formatMessage({ id: 'invoices.editor.dueDate', defaultMessage: 'Due date' })}
              type="date"
              {...form.field('due_date')}
            />
          </Grid>

          <TitledSection title={<FormattedMessage id="invoices.editor.lines" defaultMessage="Lines" />} level="h3" size="md" gap="3">
            {errors.lines ? <FormProblem>{errors.lines}</FormProblem> : null}
            <Stack as="ol" listStyleType="none" gap="3" aria-label={intl.formatMessage({ id: 'invoices.editor.linesLabel', defaultMessage: 'Lines' })}>
              {draft.lines.map((line, index) => {
                const number = index + 1
                const error = (field: string) => errors[`lines.${index}.${field}`]
                return (
                  <Box as="li" key={line.key} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
                    <Stack gap="3">
                      <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
                        <Heading as="h4" size="sm">
                          <FormattedMessage id="invoices.editor.lineTitle" defaultMessage="Line {number}" values={{ number }} />
                        </Heading>
                        <HStack gap="1" flexWrap="wrap">
                          <MoveButtons name={intl.formatMessage({ id: 'invoices.editor.lineName', defaultMessage: 'line {number}' }, { number })} index={index} count={draft.lines.length} onMove={moveLine} />
                          <Button
                            size="xs"
                            variant="ghost"
                            disabled={draft.lines.length === 1}
                            onClick={() => setDraft((current) => ({ ...current, lines: current.lines.filter((_line, at) => at !== index) }))}
                            aria-label={intl.formatMessage({ id: 'invoices.editor.removeLine', defaultMessage: 'Remove line {number}' }, { number })}
                          >
                            <FormattedMessage id="invoices.editor.remove" defaultMessage="Remove" />
                          </Button>
                        </HStack>
                      </HStack>
                      <TextField
                        label={lineLabel(number, intl.formatMessage({ id: 'invoices.editor.description', defaultMessage: 'description' }))}
                        errorSubject={intl.formatMessage({ id: 'invoices.editor.descriptionSubject', defaultMessage: 'The description' })}
                        value={line.description}
                        onChange={(description) => setLine(index, { description })}
                        error={error('description')}
                        rows={2}
                      />
                      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
                        <TextField
                          label={lineLabel(number, intl.formatMessage({ id: 'invoices.editor.quantity', defaultMessage: 'quantity' }))}
                          errorSubject={intl.formatMessage({ id: 'invoices.editor.quantitySubject', defaultMessage: 'The quantity' })}
                          value={line.quantity}
                          onChange={(quantity) => setLine(index, { quantity })}
                          error={error('quantity')}
                          inputMode="decimal"
                          dir="ltr"
                          autoComplete="off"
                        />
                        <TextField
                          label={lineLabel(number, intl.formatMessage({ id: 'invoices.editor.unitPrice', defaultMessage: 'unit price in {currency}' }, { currency: draft.currency }))}
                          errorSubject={intl.formatMessage({ id: 'invoices.editor.unitPriceSubject', defaultMessage: 'The unit price' })}
                          value={line.unit_price}
                          onChange={(unit_price) => setLine(index, { unit_price })}
                          error={error('unit_price')}
                          inputMode="decimal"
                          dir="ltr"
                          autoComplete="off"
                        />
                        <TextField
                          label={lineLabel(number, intl.formatMessage({ id: 'invoices.editor.discount', defaultMessage: 'discount % (optional)' }))}
                          errorSubject={intl.formatMessage({ id: 'invoices.editor.discountSubject', defaultMessage: 'The discount' })}
                          value={line.discount_percent}
                          onChange={(discount_percent) => setLine(index, { discount_percent })}
                          error={error('discount_percent')}
                          inputMode="decimal"
                          dir="ltr"
                          autoComplete="off"
                        />
                      </Grid>
                      {line.taxes.map((tax, taxIndex) => (
                        <Grid key={taxIndex} templateColumns={{ base: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) auto' }} gap="3" alignItems="end">
                          <TextField
                            label={lineLabel(number, intl.formatMessage({ id: 'invoices.editor.taxName', defaultMessage: 'tax {tax} name' }, { tax: taxIndex + 1 }))}
                            errorSubject={intl.formatMessage({ id: 'invoices.editor.taxNameSubject', defaultMessage: 'The tax’s name' })}
                            value={tax.name}
                            onChange={(name) => setTax(index, taxIndex, { name })}
                            error={error(`taxes.${taxIndex}.name`) ?? error('taxes')}
                            autoComplete="off"
                          />
                          <TextField
                            label={lineLabel(number, intl.formatMessage({ id: 'invoices.editor.taxRate', defaultMessage: 'tax {tax} rate %' }, { tax: taxIndex + 1 }))}
                            errorSubject={intl.formatMessage({ id: 'invoices.editor.taxRateSubject', defaultMessage: 'The rate' })}
                            value={tax.percent}
                            onChange={(percent) => setTax(index, taxIndex, { percent })}
                            error={error(`taxes.${taxIndex}.percent`)}
                            inputMode="decimal"
                            dir="ltr"
                            autoComplete="off"
                          />
                          {line.taxes.length > 1 ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setLine(index, { taxes: line.taxes.filter((_tax, at) => at !== taxIndex) })}
                              aria-label={intl.formatMessage({ id: 'invoices.editor.removeTax', defaultMessage: 'Remove tax {tax} of line {number}' }, { tax: taxIndex + 1, number })}
                            >
                              <FormattedMessage id="invoices.editor.remove" defaultMessage="Remove" />
                            </Button>
                          ) : null}
                        </Grid>
                      ))}
                      {line.taxes.length < maxTaxes ? (
                        <Button
                          size="xs"
                          variant="outline"
                          alignSelf="start"
                          onClick={() => setLine(index, { taxes: [...line.taxes, { name: '', percent: '0', category: 'S' }] })}
                          aria-label={intl.formatMessage({ id: 'invoices.editor.addTaxTo', defaultMessage: 'Add a tax to line {number}' }, { number })}
                        >
                          <FormattedMessage id="invoices.editor.addTax" defaultMessage="Add a tax" />
                        </Button>
                      ) : null}
                    </Stack>
                  </Box>
                )
              })}
            </Stack>
            <Button variant="outline" alignSelf="start" disabled={draft.lines.length >= 500} onClick={() => setDraft((current) => ({ ...current, lines: [...current.lines, newLine(intl.formatMessage as Say, current.lines.at(-1))] }))}>
              <FormattedMessage id="invoices.editor.addLine" defaultMessage="Add a line" />
            </Button>
          </TitledSection>

          <Stack aria-live="polite">
            {totals ? (
              <TotalsTable totals={totals} currency={draft.currency} />
            ) : (
              <Text color="fg.muted">
                <FormattedMessage id="invoices.editor.noTotals" defaultMessage="The totals appear once a line has a quantity, a unit price and a tax rate that can be read." />
              </Text>
            )}
          </Stack>

          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <TextField label={intl.formatMessage({ id: 'invoices.editor.notes', defaultMessage: 'Notes (optional)' })} {...form.field('notes')} rows={3} />
            <TextField label={intl.formatMessage({ id: 'invoices.editor.terms', defaultMessage: 'Terms (optional)' })} {...form.field('terms')} rows={3} />
          </Grid>

          <FormSubmit form={form} busyText={intl.formatMessage({ id: 'invoices.editor.saving', defaultMessage: 'Saving…' })}>
            <FormattedMessage id="invoices.editor.save" defaultMessage="Save the draft" />
          </FormSubmit>
        </Stack>
      </form>
    </Stack>
  )
}
