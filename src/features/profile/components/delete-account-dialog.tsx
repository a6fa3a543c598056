import { Button, Drawer, Portal, Stack, Text } from '@chakra-ui/react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { FormSubmit } from '../../../components/ui/form-submit'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { accountDeletionSchema, type CardsOnDeletion } from '../../../domain/own-data'
import type { FieldErrors } from '../../../lib/forms/field-errors'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useDeleteAccountMutation } from '../api/delete-account'

const choiceWords = defineMessages({
  giveLabel: { id: 'profile.deleteAccount.giveCards', defaultMessage: 'Hand them to the brand' },
  giveHelper: { id: 'profile.deleteAccount.giveCardsHelper', defaultMessage: 'They stay published, without your photo, for the brand to give to someone else.' },
  deleteLabel: { id: 'profile.deleteAccount.deleteCards', defaultMessage: 'Delete them' },
  deleteHelper: { id: 'profile.deleteAccount.deleteCardsHelper', defaultMessage: 'Their pages stop working and their photos are removed.' },
})
const cardChoices: readonly { value: CardsOnDeletion; label: MessageDescriptor; helper: MessageDescriptor }[] = [
  { value: 'give-to-brand', label: choiceWords.giveLabel, helper: choiceWords.giveHelper },
  { value: 'delete', label: choiceWords.deleteLabel, helper: choiceWords.deleteHelper },
]

/**
 * Deleting one's account: what goes, what becomes of one's cards, and the address typed again to
 * confirm. Nothing is sent until the person presses the red button; a wrong address is named under
 * its field. Once deleted, `onDeleted` signs out.
 */
export function DeleteAccountDialog({ email, open, onOpenChange, onDeleted }: { email: string; open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void }) {
  const [deleteAccount] = useDeleteAccountMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { cards: 'give-to-brand' as CardsOnDeletion, confirm_email: '' },
    schema: accountDeletionSchema,
    rules: (values): FieldErrors =>
      values.confirm_email.trim().toLowerCase() === email.toLowerCase()
        ? {}
        : { confirm_email: intl.formatMessage({ id: 'profile.deleteAccount.notYours', defaultMessage: 'is not {email}' }, { email }) },
    onSubmit: (body) => deleteAccount(body),
    onSaved: onDeleted,
    offlineMessage: intl.formatMessage({ id: 'profile.deleteAccount.offline', defaultMessage: 'You are offline, so your account was not deleted. Try again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'profile.deleteAccount.invalid', defaultMessage: 'Nothing was deleted: the address you typed is not yours.' }),
  })
  const options = cardChoices.map((choice) => ({ value: choice.value, label: intl.formatMessage(choice.label) }))
  const chosen = cardChoices.find((choice) => choice.value === form.values.cards)

  return (
    // A drawer, whose recipe the app's theme has (build-system.ts), acting as the alert dialog it is.
    <Drawer.Root role="alertdialog" open={open} onOpenChange={(change) => onOpenChange(change.open)} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" color="fg" overflowY="auto">
            <form onSubmit={form.submit} noValidate>
              <Drawer.Header>
                <Drawer.Title>
                  <FormattedMessage id="profile.deleteAccount.title" defaultMessage="Delete your account?" />
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <Text>
                    <FormattedMessage id="profile.deleteAccount.cannotUndo" defaultMessage="This cannot be undone. With your account go:" />
                  </Text>
                  <Stack as="ul" gap="1" paddingStart="5" listStyleType="disc">
                    <li>
                      <FormattedMessage id="profile.deleteAccount.goesProfile" defaultMessage="your profile, your memberships of brands and your roles on sites;" />
                    </li>
                    <li>
                      <FormattedMessage id="profile.deleteAccount.goesAppointments" defaultMessage="your appointment types and the bookings made with you, your calendar settings;" />
                    </li>
                    <li>
                      <FormattedMessage id="profile.deleteAccount.goesLeads" defaultMessage="the leads and messages sent to you, your notifications and their settings;" />
                    </li>
                    <li>
                      <FormattedMessage id="profile.deleteAccount.goesPhotos" defaultMessage="your photos, and every session: you are signed out everywhere." />
                    </li>
                  </Stack>
                  <Text>
                    <FormattedMessage
                      id="profile.deleteAccount.auditLogs"
                      defaultMessage="The brands’ audit logs keep what you did, under a number instead of your name or address. Download your data first if you want to keep a copy."
                    />
                  </Text>
                  <Stack gap="1">
                    <SelectField
                      label={intl.formatMessage({ id: 'profile.deleteAccount.cards', defaultMessage: 'Your cards' })}
                      value={form.values.cards}
                      options={options}
                      onChange={(cards) => form.setField('cards', cards)}
                    />
                    <Text color="fg.muted" fontSize="sm">
                      {chosen ? intl.formatMessage(chosen.helper) : null}
                    </Text>
                  </Stack>
                  <TextField
                    label={intl.formatMessage({ id: 'profile.deleteAccount.confirm', defaultMessage: 'Type your e-mail address to confirm' })}
                    errorSubject={intl.formatMessage({ id: 'profile.deleteAccount.confirmSubject', defaultMessage: 'The address you typed' })}
                    announceError
                    name="confirm_email"
                    type="email"
                    dir="ltr"
                    autoComplete="off"
                    helper={intl.formatMessage({ id: 'profile.deleteAccount.signInWith', defaultMessage: 'You sign in with {email}.' }, { email })}
                    {...form.field('confirm_email')}
                  />
                  <FormSubmit
                    form={form}
                    busyText={intl.formatMessage({ id: 'profile.deleteAccount.deleting', defaultMessage: 'Deleting…' })}
                    colorPalette="red"
                    beside={
                      <Button variant="outline" onClick={() => onOpenChange(false)}>
                        <FormattedMessage id="profile.deleteAccount.keep" defaultMessage="Keep my account" />
                      </Button>
                    }
                  >
                    <FormattedMessage id="profile.deleteAccount.submit" defaultMessage="Delete my account" />
                  </FormSubmit>
                </Stack>
              </Drawer.Body>
            </form>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
