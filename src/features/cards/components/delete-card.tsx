import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
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
  const intl = useIntl()

  async function confirm() {
    if (!(await attempt(() => deleteCard(cardRef), intl.formatMessage({ id: 'cards.delete.offline', defaultMessage: 'You are offline, so the card was not deleted.' })))) return
    notifySuccess(intl.formatMessage({ id: 'cards.delete.done', defaultMessage: 'The card of {name} is deleted.' }, { name }))
    onDeleted()
  }

  return (
    <TitledSection title={<FormattedMessage id="cards.delete.title" defaultMessage="Delete" />} titleSpace="3" borderTopWidth="1px" borderColor="border" paddingTop="6">
      {confirming ? (
        <Box role="alertdialog" aria-labelledby="delete-card-question">
          <Text id="delete-card-question" marginBottom="3">
            <FormattedMessage
              id="cards.delete.question"
              defaultMessage="Delete the card of {name} for good? Its address stops working and its figures are deleted; leads already left stay with their recipients."
              values={{ name }}
            />
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button {...needs('edit-cards')} colorPalette="red" loading={deletion.isLoading} onClick={() => void confirm()}>
              <FormattedMessage id="cards.delete.confirm" defaultMessage="Delete for good" />
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              <FormattedMessage id="cards.delete.keep" defaultMessage="Keep the card" />
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button {...needs('edit-cards')} variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <FormattedMessage id="cards.delete.start" defaultMessage="Delete card" />
        </Button>
      )}
      <FormProblem marginTop="2">{problem}</FormProblem>
    </TitledSection>
  )
}
