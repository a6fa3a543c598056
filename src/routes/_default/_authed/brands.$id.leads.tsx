import { Heading, Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { LeadInbox } from '../../../features/leads/components/lead-inbox'

export const Route = createFileRoute('/_default/_authed/brands/$id/leads')({ component: BrandLeadsScreen })

function BrandLeadsScreen() {
  const { id } = Route.useParams()
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Leads
        </Heading>
        <Text color="fg.muted">Everyone who left their details on the brand’s cards or wrote through its contact page: follow each up, keep notes, reply by e-mail.</Text>
      </Stack>
      <LeadInbox brandId={id} />
    </Stack>
  )
}
