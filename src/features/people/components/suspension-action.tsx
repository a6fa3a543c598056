import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
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

  async function confirm() {
    if (!(await attempt(() => setSuspension({ id: person.id, suspended: suspend }), 'You are offline, so nothing was changed.'))) return
    setConfirming(false)
    notifySuccess(suspend ? `${name} is suspended and signed out everywhere.` : `${name} can sign in again.`)
  }

  return (
    <Box width={confirming ? 'full' : undefined}>
      {confirming ? (
        <Box role="alertdialog" aria-labelledby={questionId}>
          <Text id={questionId} marginBottom="3">
            {suspend
              ? `Suspend ${name}? They are signed out on every device and site at once and cannot sign in until restored.`
              : `Restore ${name}? They can sign in again.`}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button size="sm" colorPalette={suspend ? 'red' : 'primary'} loading={change.isLoading} onClick={() => void confirm()}>
              {suspend ? 'Suspend' : 'Restore'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button size="sm" variant="outline" colorPalette={suspend ? 'red' : undefined} onClick={() => setConfirming(true)} aria-label={`${suspend ? 'Suspend' : 'Restore'} ${name}`}>
          {suspend ? 'Suspend' : 'Restore'}
        </Button>
      )}
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  )
}
