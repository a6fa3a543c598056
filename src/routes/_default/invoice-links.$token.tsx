import { Box, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { QueryState } from '../../components/ui/query-state'
import { useGetClientDocumentQuery } from '../../features/invoices/api/get-client-document'
import { ClientDocumentPage } from '../../features/invoices/components/client-document-page'
import { failureMessage, failureStatus } from '../../lib/api/api-failure'
import { localeChosen, selectChosenLocale } from '../../lib/i18n/locale-slice'
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks'

export const Route = createFileRoute('/_default/invoice-links/$token')({ component: ClientDocumentScreen })

/**
 * Where the link in a document's mail leads: the quote, invoice or credit note, for its client to
 * read without an account, in their language unless this device chose another.
 */
function ClientDocumentScreen() {
  const { token } = Route.useParams()
  const query = useGetClientDocumentQuery(token)
  const dispatch = useAppDispatch()
  const chosen = useAppSelector(selectChosenLocale)
  const language = query.data?.client.language
  useEffect(() => {
    if (language && !chosen) dispatch(localeChosen(language))
  }, [language, chosen, dispatch])
  const status = failureStatus(query.error)
  return (
    <Box maxWidth="4xl" marginInline="auto" width="full">
      {status === 404 || status === 400 ? (
        <Text role="alert">{failureMessage(query.error)}</Text>
      ) : (
        <QueryState
          query={query}
          loading={<FormattedMessage id="invoices.clientPage.loading" defaultMessage="Loading the document…" />}
          offline={<FormattedMessage id="invoices.clientPage.offlineLoad" defaultMessage="Connect to the internet to see this document." />}
        >
          {(document) => <ClientDocumentPage token={token} document={document} />}
        </QueryState>
      )}
    </Box>
  )
}
