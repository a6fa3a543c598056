import { Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { EventLog } from '../../../features/events/components/event-log'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/users/$id/events')({ component: UserEventsScreen })

/** /users/{id}/events: what a person did on this site and what was done to their account. */
function UserEventsScreen() {
  const { id } = Route.useParams()
  const intl = useIntl()
  return (
    <Stack gap="4">
      <ScreenTitle title={intl.formatMessage({ id: 'people.eventsScreen.title', defaultMessage: 'Events' })} />
      <Text color="fg.muted">
        <FormattedMessage id="people.eventsScreen.intro" defaultMessage="Sign-ins, changes and exports on this site, by or about this person, newest first." />
      </Text>
      <EventLog key={id} scope={{ userId: id }} />
    </Stack>
  )
}
