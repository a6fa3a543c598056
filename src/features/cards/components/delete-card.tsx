import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import { useState } from 'react'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useDeleteCardMutation } from '../api/delete-card'
import type { CardRef } from '../api/get-card'
import { submitProblem } from '../../../lib/forms/submit-problem'

/** Deleting asks once more, in words, before anything is sent. */
export function DeleteCard({ cardRef, name, onDeleted }: { cardRef: CardRef; name: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [deleteCard, deletion] = useDeleteCardMutation()

  async function confirm() {
    setProblem(null)
    const result = await deleteCard(cardRef)
    if ('error' in result) {
      setProblem(submitProblem(result.error, 'You are offline, so the card was not deleted.').message)
      return
    }
    notifySuccess(`The card of ${name} is deleted.`)
    onDeleted()
  }

  return (
    <Box as="section" aria-labelledby="delete-card-heading" borderTopWidth="1px" borderColor="border" paddingTop="6">
      <Heading as="h2" id="delete-card-heading" size="lg" marginBottom="3">
        Delete
      </Heading>
      {confirming ? (
        <Box role="alertdialog" aria-labelledby="delete-card-question">
          <Text id="delete-card-question" marginBottom="3">
            Delete the card of {name} for good? Its address stops working and its figures are deleted; leads already left stay with their recipients.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="red" loading={deletion.isLoading} onClick={() => void confirm()}>
              Delete for good
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep the card
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete card
        </Button>
      )}
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  )
}
