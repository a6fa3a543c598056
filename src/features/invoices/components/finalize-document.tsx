import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import type { InvoiceDocument } from '../../../domain/invoice'
import { needs } from '../../../lib/features/brand-role'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useFinalizeInvoiceMutation } from '../api/finalize-invoice'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'

type FinalizeDocumentProps = {
  brandId: string
  document: InvoiceDocument
  /** Saves the editor's unsaved changes first; false when they could not be saved (the form says why). */
  saveFirst: () => Promise<boolean>
}

/** Finalizing a draft, asked first: it takes the next number of its series and never changes again. What is issued is what was typed. */
export function FinalizeDocument({ brandId, document, saveFirst }: FinalizeDocumentProps) {
  const intl = useIntl()
  const [asking, setAsking] = useState(false)
  const [finalize, finalizing] = useFinalizeInvoiceMutation()
  const { problem, setProblem, attempt } = useActionProblem()
  const kind = document.kind

  async function confirm() {
    setProblem(null)
    if (!(await saveFirst())) {
      setAsking(false)
      setProblem(intl.formatMessage({ id: 'invoices.finalize.unsaved', defaultMessage: 'The changes are not saved, so nothing was finalized: see the form below.' }))
      return
    }
    const result = await attempt(
      () => finalize({ brandId, invoiceId: document.id }),
      intl.formatMessage({ id: 'invoices.finalize.offline', defaultMessage: 'You are offline, so nothing was finalized. Try again when you are back online.' }),
    )
    setAsking(false)
    if (result) notifySuccess(intl.formatMessage({ id: 'invoices.finalize.done', defaultMessage: 'Issued as {number}.' }, { number: result.data.number ?? '' }))
  }

  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="4" role="region" aria-label={intl.formatMessage({ id: 'invoices.finalize.label', defaultMessage: 'Finalizing' })}>
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Text>
          <FormattedMessage id="invoices.finalize.isDraft" defaultMessage="Draft: it has no number yet and only the brand’s people can see it." />
        </Text>
        <Button {...needs('send-invoices')} colorPalette="primary" onClick={() => setAsking(true)}>
          <FormattedMessage id="invoices.finalize.button" defaultMessage="Finalize" />
        </Button>
      </Flex>
      <FormProblem marginTop="2">{problem}</FormProblem>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="invoices.finalize.question" defaultMessage="Finalize this {kind, select, quote {quote} credit_note {credit note} other {invoice}}?" values={{ kind }} />}
        confirm={<FormattedMessage id="invoices.finalize.confirm" defaultMessage="Finalize" />}
        busy={finalizing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <FormattedMessage
          id="invoices.finalize.explain"
          defaultMessage="It gets its number and can no longer be edited. Unsaved changes are saved first."
        />
      </ConfirmDialog>
    </Box>
  )
}
