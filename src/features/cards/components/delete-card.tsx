import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import { useState } from 'react'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useDeleteCardMutation } from '../api/delete-card'
import type { BrandPermissions } from '../brand-permissions'
import type { CardRef } from '../api/get-card'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { TitledSection } from '../../../components/ui/titled-section'

/** Deleting asks once more, in words, before anything is sent. */
export function DeleteCard({ cardRef, name, onDeleted, needs }: { cardRef: CardRef; name: string; onDeleted: () => void; needs: BrandPermissions['needs'] }) {
  const [confirming, setConfirming] = useState(false)
  const { problem, attempt } = useActionProblem()
  const [deleteCard, deletion] = useDeleteCardMutation()

  async function confirm() {
    if (!(await attempt(() => deleteCard(cardRef), 'You are offline, so the card was not deleted.'))) return
    notifySuccess(`The card of ${name} is deleted.`)
    onDeleted()
  }

  return (
    <TitledSection title="Delete" titleSpace="3" borderTopWidth="1px" borderColor="border" paddingTop="6">
      {confirming ? (
        <Box role="alertdialog" aria-labelledby="delete-card-question">
          <Text id="delete-card-question" marginBottom="3">
            Delete the card of {name} for good? Its address stops working and its figures are deleted; leads already left stay with their recipients.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button {...needs('edit-cards')} colorPalette="red" loading={deletion.isLoading} onClick={() => void confirm()}>
              Delete for good
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep the card
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button {...needs('edit-cards')} variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete card
        </Button>
      )}
      <FormProblem marginTop="2">{problem}</FormProblem>
    </TitledSection>
  )
}
