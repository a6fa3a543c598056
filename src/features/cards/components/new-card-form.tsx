import { AddressField } from '../../../components/ui/address-field'
import { FormSection } from '../../../components/ui/form-section'
import { TextField } from '../../../components/ui/text-field'
import { cardCreateSchema, type Card } from '../../../domain/card'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCreateCardMutation } from '../api/create-card'

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
    <FormSection title="New card" form={form} columns={{ base: '1fr', sm: '1fr 1fr 1fr' }} submitText="Create card" busyText="Creating…">
      <TextField label="Given name" {...form.field('given_name')} />
      <TextField label="Family name" {...form.field('family_name')} />
      <AddressField label="Key" {...form.field('key')} helper={`The address ends in /vcard/${form.values.key.trim().toLowerCase() || '…'}`} />
    </FormSection>
  )
}
