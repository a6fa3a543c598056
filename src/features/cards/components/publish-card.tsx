import { Box, Button, Flex, Link, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import type { CardRef } from '../api/get-card'
import { useUpdateCardMutation } from '../api/update-card'
import { useActionProblem } from '../../../lib/forms/use-action-problem'

/** Whether visitors can open the card, and the one button that changes it. */
export function PublishCard({ cardRef, published, publicUrl }: { cardRef: CardRef; published: boolean; publicUrl: string }) {
  const [updateCard, update] = useUpdateCardMutation()
  const { problem, attempt } = useActionProblem()

  async function toggle() {
    const result = await attempt(() => updateCard({ ...cardRef, changes: { published: !published } }), 'You are offline, so nothing changed. Try again when you are back online.')
    if (result) notifySuccess(result.data.published ? 'The card is published.' : 'The card is withdrawn: only admins can see it.')
  }

  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="4" aria-label="Publishing" role="region">
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Text>
          {published ? (
            <>
              Published: anyone can open it at{' '}
              <Link href={publicUrl} color="link" target="_blank" rel="noopener noreferrer">
                {publicUrl}
              </Link>
            </>
          ) : (
            'Draft: only the brand’s admins can see it.'
          )}
        </Text>
        <Button colorPalette="primary" variant={published ? 'outline' : 'solid'} loading={update.isLoading} onClick={() => void toggle()}>
          {published ? 'Withdraw' : 'Publish'}
        </Button>
      </Flex>
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  )
}
