import { Grid, Heading, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { QueryState } from '../../components/ui/query-state'
import { useGetContactQuery } from '../../features/contact/api/get-contact'
import { ContactDetails } from '../../features/contact/components/contact-details'
import { ContactForm } from '../../features/contact/components/contact-form'
import { ensureGuestId } from '../../features/session/session-thunks'
import { useBrand } from '../../lib/site/use-brand'
import { useAppDispatch } from '../../lib/store/hooks'
import { requireSignedOut } from '../-guards'

export const Route = createFileRoute('/_landing/contact')({
  beforeLoad: requireSignedOut,
  component: ContactScreen,
})

/** The site's contact page: how to reach the brand, and a message that lands in its inbox. */
function ContactScreen() {
  const { name } = useBrand().site.meta
  const dispatch = useAppDispatch()
  const contact = useGetContactQuery()
  return (
    <>
      <Heading as="h1" size="2xl" marginBottom="2">
        <FormattedMessage id="landing.contact.title" defaultMessage="Contact {name}" values={{ name }} />
      </Heading>
      <Text fontSize="lg" marginBottom="8">
        <FormattedMessage id="landing.contact.intro" defaultMessage="Write to us here and we answer by e-mail." />
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" alignItems="start">
        <ContactForm brandName={name} ensureGuestId={() => dispatch(ensureGuestId())} />
        <QueryState
          query={contact}
          loading={<FormattedMessage id="landing.contact.loading" defaultMessage="Loading the contact details…" />}
          offline={<FormattedMessage id="landing.contact.offline" defaultMessage="You are offline, so the contact details cannot be loaded." />}
        >
          {(details) => <ContactDetails contact={details} />}
        </QueryState>
      </Grid>
    </>
  )
}
