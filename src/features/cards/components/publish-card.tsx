import { Box, Button, Flex, Link, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
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
  const intl = useIntl()

  async function toggle() {
    setProblem(null)
    if (!(await saveFirst())) {
      setProblem(
        intl.formatMessage(
          {
            id: 'cards.publish.unsaved',
            defaultMessage: "{published, select, yes {The card's changes are not saved, so nothing was withdrawn: see the form below.} other {The card's changes are not saved, so nothing was published: see the form below.}}",
          },
          { published: published ? 'yes' : 'no' },
        ),
      )
      return
    }
    const result = await attempt(
      () => updateCard({ ...cardRef, changes: { published: !published } }),
      intl.formatMessage({ id: 'cards.publish.offline', defaultMessage: 'You are offline, so nothing changed. Try again when you are back online.' }),
    )
    if (result)
      notifySuccess(
        result.data.published
          ? intl.formatMessage({ id: 'cards.publish.published', defaultMessage: 'The card is published.' })
          : intl.formatMessage({ id: 'cards.publish.withdrawn', defaultMessage: 'The card is withdrawn: only admins can see it.' }),
      )
  }

  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="4" aria-label={intl.formatMessage({ id: 'cards.publish.label', defaultMessage: 'Publishing' })} role="region">
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Text>
          {published ? (
            <FormattedMessage
              id="cards.publish.isPublished"
              defaultMessage="Published: anyone can open it at {address}"
              values={{
                address: (
                  <Link href={publicUrl} color="link" target="_blank" rel="noopener noreferrer" dir="ltr">
                    {publicUrl}
                  </Link>
                ),
              }}
            />
          ) : (
            <FormattedMessage id="cards.publish.isDraft" defaultMessage="Draft: only the brand’s admins can see it." />
          )}
        </Text>
        {permissions.may('publish-cards') ? (
          <Button {...permissions.needs('publish-cards')} colorPalette="primary" variant={published ? 'outline' : 'solid'} loading={update.isLoading} onClick={() => void toggle()}>
            {published ? <FormattedMessage id="cards.publish.withdraw" defaultMessage="Withdraw" /> : <FormattedMessage id="cards.publish.publish" defaultMessage="Publish" />}
          </Button>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="cards.publish.onlyEditors" defaultMessage="Only the brand’s owners, admins and editors publish and withdraw it." />
          </Text>
        )}
      </Flex>
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  )
}
