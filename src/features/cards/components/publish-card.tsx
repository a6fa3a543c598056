import { Box, Button, Flex, Link, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import type { BrandPermissions } from '../brand-permissions'
import type { CardRef } from '../api/get-card'
import { useUpdateCardMutation } from '../api/update-card'
import { useActionProblem } from '../../../lib/forms/use-action-problem'

type PublishCardProps = {
  cardRef: CardRef
  published: boolean
  publicUrl: string
  /** Saves the editor's unsaved changes first; false when they could not be saved (the form says why). */
  saveFirst: () => Promise<boolean>
  /** Publishing is for those who may publish the brand's cards; the card's owner is told who does. */
  permissions: BrandPermissions
}

/** Whether visitors can open the card, and the one button that changes it: what is published is what was typed. */
export function PublishCard({ cardRef, published, publicUrl, saveFirst, permissions }: PublishCardProps) {
  const [updateCard, update] = useUpdateCardMutation()
  const { problem, setProblem, attempt } = useActionProblem()

  async function toggle() {
    setProblem(null)
    if (!(await saveFirst())) {
      setProblem(`The card's changes are not saved, so nothing was ${published ? 'withdrawn' : 'published'}: see the form below.`)
      return
    }
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
        {permissions.may('publish-cards') ? (
          <Button {...permissions.needs('publish-cards')} colorPalette="primary" variant={published ? 'outline' : 'solid'} loading={update.isLoading} onClick={() => void toggle()}>
            {published ? 'Withdraw' : 'Publish'}
          </Button>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Only the brand’s owners, admins and editors publish and withdraw it.
          </Text>
        )}
      </Flex>
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  )
}
