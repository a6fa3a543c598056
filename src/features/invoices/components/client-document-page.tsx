import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import type { ClientDocument } from '../../../domain/invoice'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useAnswerQuoteMutation } from '../api/answer-quote'
import { DocumentSheet } from './document-sheet'
import { PaymentSlot } from './payment-slot'

/** A document as its client reads it through their link: the sheet, a quote's answer, and what is due. */
export function ClientDocumentPage({ token, document }: { token: string; document: ClientDocument }) {
  const intl = useIntl()
  const [answerQuote, answering] = useAnswerQuoteMutation()
  const { problem, attempt } = useActionProblem()
  async function answer(verdict: 'accept' | 'decline') {
    const result = await attempt(
      () => answerQuote({ token, answer: verdict }),
      intl.formatMessage({ id: 'invoices.clientPage.offline', defaultMessage: 'You are offline, so your answer was not sent. Try again when you are back online.' }),
    )
    if (result)
      notifySuccess(
        verdict === 'accept'
          ? intl.formatMessage({ id: 'invoices.clientPage.acceptedNote', defaultMessage: 'Thank you: the quote is accepted.' })
          : intl.formatMessage({ id: 'invoices.clientPage.declinedNote', defaultMessage: 'Your answer is sent: the quote is declined.' }),
      )
  }
  return (
    <Stack gap="6">
      <Text color="fg.muted">
        <FormattedMessage id="invoices.clientPage.from" defaultMessage="From {brand}" values={{ brand: document.brand.name }} />
      </Text>
      <PaymentSlot token={token} document={document} />
      {document.kind === 'quote' && document.can_answer ? (
        <Stack gap="2" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
          <Text>
            <FormattedMessage id="invoices.clientPage.answerPrompt" defaultMessage="Would you like to go ahead with this quote?" />
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button colorPalette="primary" loading={answering.isLoading && answering.originalArgs?.answer === 'accept'} onClick={() => void answer('accept')}>
              <FormattedMessage id="invoices.clientPage.accept" defaultMessage="Accept quote" />
            </Button>
            <Button variant="outline" loading={answering.isLoading && answering.originalArgs?.answer === 'decline'} onClick={() => void answer('decline')}>
              <FormattedMessage id="invoices.clientPage.decline" defaultMessage="Decline" />
            </Button>
          </HStack>
          <FormProblem>{problem}</FormProblem>
        </Stack>
      ) : null}
      <DocumentSheet document={document} level="h1" />
    </Stack>
  )
}
