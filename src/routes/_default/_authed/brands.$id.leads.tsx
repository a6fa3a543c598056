import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { LeadInbox } from '../../../features/leads/components/lead-inbox'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/leads')({ component: BrandLeadsScreen })

function BrandLeadsScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'leads.screen.title', defaultMessage: 'Leads' })}>
        <FormattedMessage
          id="leads.screen.about"
          defaultMessage="Everyone who left their details on the brand’s cards or wrote through its contact page: follow each up, keep notes, reply by e-mail."
        />
      </ScreenTitle>
      <LeadInbox brandId={id} />
    </Stack>
  )
}
