import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import type { Person } from '../../../domain/people'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useSetSuspensionMutation } from '../api/set-suspension'

/** An operator suspends or restores a person, after saying in words what that does. */
export function SuspensionAction({ person, name }: { person: Person; name: string }) {
  const [confirming, setConfirming] = useState(false)
  const { problem, attempt } = useActionProblem()
  const [setSuspension, change] = useSetSuspensionMutation()
  const questionId = useId()
  const suspend = !person.suspended
  const intl = useIntl()

  async function confirm() {
    const offline = intl.formatMessage({ id: 'people.suspension.offline', defaultMessage: 'You are offline, so nothing was changed.' })
    if (!(await attempt(() => setSuspension({ id: person.id, suspended: suspend }), offline))) return
    setConfirming(false)
    notifySuccess(
      suspend
        ? intl.formatMessage({ id: 'people.suspension.suspended', defaultMessage: '{name} is suspended and signed out everywhere.' }, { name })
        : intl.formatMessage({ id: 'people.suspension.restored', defaultMessage: '{name} can sign in again.' }, { name }),
    )
  }

  return (
    <Box width={confirming ? 'full' : undefined}>
      {confirming ? (
        <Box role="alertdialog" aria-labelledby={questionId}>
          <Text id={questionId} marginBottom="3">
            {suspend ? (
              <FormattedMessage
                id="people.suspension.suspendQuestion"
                defaultMessage="Suspend {name}? They are signed out on every device and site at once and cannot sign in until restored."
                values={{ name }}
              />
            ) : (
              <FormattedMessage id="people.suspension.restoreQuestion" defaultMessage="Restore {name}? They can sign in again." values={{ name }} />
            )}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button size="sm" colorPalette={suspend ? 'red' : 'primary'} loading={change.isLoading} onClick={() => void confirm()}>
              {suspend ? <FormattedMessage id="people.suspension.suspend" defaultMessage="Suspend" /> : <FormattedMessage id="people.suspension.restore" defaultMessage="Restore" />}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              <FormattedMessage id="people.suspension.cancel" defaultMessage="Cancel" />
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button
          size="sm"
          variant="outline"
          colorPalette={suspend ? 'red' : undefined}
          onClick={() => setConfirming(true)}
          aria-label={
            suspend
              ? intl.formatMessage({ id: 'people.suspension.suspendName', defaultMessage: 'Suspend {name}' }, { name })
              : intl.formatMessage({ id: 'people.suspension.restoreName', defaultMessage: 'Restore {name}' }, { name })
          }
        >
          {suspend ? <FormattedMessage id="people.suspension.suspend" defaultMessage="Suspend" /> : <FormattedMessage id="people.suspension.restore" defaultMessage="Restore" />}
        </Button>
      )}
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  )
}
