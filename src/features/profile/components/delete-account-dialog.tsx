import { Button, Drawer, Portal, Stack, Text } from '@chakra-ui/react'
import { FormSubmit } from '../../../components/ui/form-submit'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { accountDeletionSchema, type CardsOnDeletion } from '../../../domain/own-data'
import type { FieldErrors } from '../../../lib/forms/field-errors'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useDeleteAccountMutation } from '../api/delete-account'

const cardChoices: { value: CardsOnDeletion; label: string; helper: string }[] = [
  { value: 'give-to-brand', label: 'Hand them to the brand', helper: 'They stay published, without your photo, for the brand to give to someone else.' },
  { value: 'delete', label: 'Delete them', helper: 'Their pages stop working and their photos are removed.' },
]

/**
 * Deleting one's account: what goes, what becomes of one's cards, and the address typed again to
 * confirm. Nothing is sent until the person presses the red button; a wrong address is named under
 * its field. Once deleted, `onDeleted` signs out.
 */
export function DeleteAccountDialog({ email, open, onOpenChange, onDeleted }: { email: string; open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void }) {
  const [deleteAccount] = useDeleteAccountMutation()
  const form = useSchemaForm({
    initialValues: { cards: 'give-to-brand' as CardsOnDeletion, confirm_email: '' },
    schema: accountDeletionSchema,
    rules: (values): FieldErrors => (values.confirm_email.trim().toLowerCase() === email.toLowerCase() ? {} : { confirm_email: `is not ${email}` }),
    onSubmit: (body) => deleteAccount(body),
    onSaved: onDeleted,
    offlineMessage: 'You are offline, so your account was not deleted. Try again when you are back online.',
    invalidMessage: 'Nothing was deleted: the address you typed is not yours.',
  })

  return (
    // A drawer, whose recipe the app's theme has (build-system.ts), acting as the alert dialog it is.
    <Drawer.Root role="alertdialog" open={open} onOpenChange={(change) => onOpenChange(change.open)} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" color="fg" overflowY="auto">
            <form onSubmit={form.submit} noValidate>
              <Drawer.Header>
                <Drawer.Title>Delete your account?</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <Text>This cannot be undone. With your account go:</Text>
                  <Stack as="ul" gap="1" paddingStart="5" listStyleType="disc">
                    <li>your profile, your memberships of brands and your roles on sites;</li>
                    <li>your appointment types and the bookings made with you, your calendar settings;</li>
                    <li>the leads and messages sent to you, your notifications and their settings;</li>
                    <li>your photos, and every session: you are signed out everywhere.</li>
                  </Stack>
                  <Text>The brands’ audit logs keep what you did, under a number instead of your name or address. Download your data first if you want to keep a copy.</Text>
                  <Stack gap="1">
                    <SelectField label="Your cards" value={form.values.cards} options={cardChoices} onChange={(cards) => form.setField('cards', cards)} />
                    <Text color="fg.muted" fontSize="sm">
                      {cardChoices.find((choice) => choice.value === form.values.cards)?.helper}
                    </Text>
                  </Stack>
                  <TextField
                    label="Type your e-mail address to confirm"
                    errorSubject="The address you typed"
                    announceError
                    name="confirm_email"
                    type="email"
                    autoComplete="off"
                    helper={`You sign in with ${email}.`}
                    {...form.field('confirm_email')}
                  />
                  <FormSubmit form={form} busyText="Deleting…" colorPalette="red" beside={<Button variant="outline" onClick={() => onOpenChange(false)}>Keep my account</Button>}>
                    Delete my account
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
