import { Grid, Stack } from '@chakra-ui/react'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { cardCreateSchema, type Card } from '../../../domain/card'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCreateCardMutation } from '../api/create-card'
import { TitledSection } from '../../../components/ui/titled-section'

/** A new card starts as a draft with a key and a name; everything else is filled in in its editor. */
export function NewCardForm({ brandId, onCreated }: { brandId: string; onCreated: (card: Card) => void }) {
  const [createCard] = useCreateCardMutation()
  const form = useSchemaForm({
    initialValues: { key: '', given_name: '', family_name: '' },
    schema: cardCreateSchema,
    onSubmit: (card) => createCard({ brandId, card }),
    onSaved: onCreated,
    offlineMessage: 'You are offline, so the card was not created. Try again when you are back online.',
  })

  return (
    <TitledSection title="New card" titleSpace="3" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr 1fr' }} gap="3">
            <TextField label="Given name" {...form.field('given_name')} />
            <TextField label="Family name" {...form.field('family_name')} />
            <TextField
              label="Key"
              {...form.field('key')}
              helper={`The address ends in /vcard/${form.values.key.trim().toLowerCase() || '…'}`}
              autoCapitalize="none"
              spellCheck={false}
            />
          </Grid>
          <FormSubmit form={form} busyText="Creating…">
            Create card
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
