import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import type { InvoiceDocument } from '../../../domain/invoice'
import { needs } from '../../../lib/features/brand-role'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useCreateCreditNoteMutation } from '../api/create-credit-note'
import { useSendInvoiceMutation } from '../api/send-invoice'
import { useVoidInvoiceMutation } from '../api/void-invoice'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { DayText } from './day-text'

type DocumentActionsProps = {
  brandId: string
  document: InvoiceDocument
  may: { send: boolean; edit: boolean }
  /** A credit note was drafted: the screen opens it. */
  onCreditNote: (creditNote: InvoiceDocument) => void
}

/**
 * What can be done with an issued document: send it to the client (which gives the link to copy),
 * correct an invoice with a credit note, void it; and a quote's answer.
 */
export function DocumentActions({ brandId, document, may, onCreditNote }: DocumentActionsProps) {
  const intl = useIntl()
  const ref = { brandId, invoiceId: document.id }
  const [send, sending] = useSendInvoiceMutation()
  const [credit, crediting] = useCreateCreditNoteMutation()
  const [voidDocument, voiding] = useVoidInvoiceMutation()
  const { problem, attempt } = useActionProblem()
  const [link, setLink] = useState<string | null>(null)
  const [askingVoid, setAskingVoid] = useState(false)
  const offline = intl.formatMessage({ id: 'invoices.actions.offline', defaultMessage: 'You are offline, so nothing changed. Try again when you are back online.' })
  const kind = document.kind
  const open = document.status !== 'void'

  async function sendToClient() {
    const result = await attempt(() => send(ref), offline)
    if (!result) return
    setLink(result.data.link)
    notifySuccess(intl.formatMessage({ id: 'invoices.actions.sent', defaultMessage: 'Sent to {email}.' }, { email: document.client.email }))
  }
  async function copyLink() {
    if (!link) return
    await navigator.clipboard.writeText(link)
    notifySuccess(intl.formatMessage({ id: 'invoices.actions.copied', defaultMessage: 'The link is copied.' }))
  }
  async function creditNote() {
    const result = await attempt(() => credit(ref), offline)
    if (result) onCreditNote(result.data)
  }
  async function confirmVoid() {
    const result = await attempt(() => voidDocument(ref), offline)
    setAskingVoid(false)
    if (result) notifySuccess(intl.formatMessage({ id: 'invoices.actions.voided', defaultMessage: 'The {kind, select, quote {quote} credit_note {credit note} other {invoice}} is void.' }, { kind }))
  }

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" borderRadius="md" padding="4" role="region" aria-label={intl.formatMessage({ id: 'invoices.actions.label', defaultMessage: 'Sending and corrections' })}>
      {document.kind === 'quote' ? <QuoteAnswer document={document} /> : null}
      {document.sent_at ? (
        <Text fontSize="sm">
          <FormattedMessage
            id="invoices.actions.sentAt"
            defaultMessage="Sent on {day}{viewed, select, none {} other {; the client opened it on {viewed}}}."
            values={{ day: <DayText day={document.sent_at.slice(0, 10)} />, viewed: document.viewed_at ? <DayText day={document.viewed_at.slice(0, 10)} /> : 'none' }}
          />
        </Text>
      ) : null}
      {open && (may.send || may.edit) ? (
        <HStack gap="2" flexWrap="wrap">
          {may.send ? (
            <Button {...needs('send-invoices')} colorPalette="primary" loading={sending.isLoading} onClick={() => void sendToClient()}>
              {document.sent_at ? <FormattedMessage id="invoices.actions.sendAgain" defaultMessage="Send again" /> : <FormattedMessage id="invoices.actions.send" defaultMessage="Send to the client" />}
            </Button>
          ) : null}
          {may.edit && document.kind === 'invoice' ? (
            <Button {...needs('edit-invoices')} variant="outline" loading={crediting.isLoading} onClick={() => void creditNote()}>
              <FormattedMessage id="invoices.actions.creditNote" defaultMessage="Credit note" />
            </Button>
          ) : null}
          {may.send && document.paid === 0 && document.credited === 0 ? (
            <Button {...needs('send-invoices')} variant="outline" colorPalette="red" onClick={() => setAskingVoid(true)}>
              <FormattedMessage id="invoices.actions.void" defaultMessage="Void" />
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {link ? (
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="invoices.actions.link" defaultMessage="The client’s link (also in the mail): it opens the document without an account" />
          </Field.Label>
          <HStack gap="2" width="full">
            <Input value={link} readOnly dir="ltr" onFocus={(event) => event.target.select()} />
            <Button variant="outline" onClick={() => void copyLink()}>
              <FormattedMessage id="invoices.actions.copy" defaultMessage="Copy" />
            </Button>
          </HStack>
        </Field.Root>
      ) : document.sent_at ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="invoices.actions.linkInMail" defaultMessage="The client’s link is in the mail they were sent; sending again makes a new one to copy." />
        </Text>
      ) : null}
      <FormProblem>{problem}</FormProblem>
      <ConfirmDialog
        open={askingVoid}
        danger
        title={<FormattedMessage id="invoices.actions.voidQuestion" defaultMessage="Void this {kind, select, quote {quote} credit_note {credit note} other {invoice}}?" values={{ kind }} />}
        confirm={<FormattedMessage id="invoices.actions.voidConfirm" defaultMessage="Void" />}
        busy={voiding.isLoading}
        onConfirm={() => void confirmVoid()}
        onCancel={() => setAskingVoid(false)}
      >
        <FormattedMessage id="invoices.actions.voidExplain" defaultMessage="It keeps its number, marked void, and the client can no longer pay or accept it." />
      </ConfirmDialog>
    </Stack>
  )
}

/** Whether the client accepted or declined a quote, or that their answer is awaited. */
function QuoteAnswer({ document }: { document: InvoiceDocument }) {
  const day = document.answered_at ? <DayText day={document.answered_at.slice(0, 10)} /> : null
  return (
    <Box>
      <Text fontWeight="semibold">
        {document.status === 'accepted' ? (
          <FormattedMessage id="invoices.quote.accepted" defaultMessage="The client accepted this quote on {day}." values={{ day }} />
        ) : document.status === 'declined' ? (
          <FormattedMessage id="invoices.quote.declined" defaultMessage="The client declined this quote on {day}." values={{ day }} />
        ) : document.status === 'void' ? (
          <FormattedMessage id="invoices.quote.void" defaultMessage="This quote is void: the client can no longer accept it." />
        ) : (
          <FormattedMessage id="invoices.quote.waiting" defaultMessage="Waiting for the client’s answer, until {day}." values={{ day: <DayText day={document.due_date} /> }} />
        )}
      </Text>
    </Box>
  )
}
