import { useIntl } from 'react-intl'
import { AddressField } from '../../../components/ui/address-field'
import { FormSection } from '../../../components/ui/form-section'
import { TextField } from '../../../components/ui/text-field'
import { cardCreateSchema, type Card } from '../../../domain/card'
import { slugOf } from '../../../domain/slug'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCreateCardMutation } from '../api/create-card'

/** The key a card's name suggests: "Ada Lovelace" → "ada-lovelace". */
export const keyOf = (givenName: string, familyName: string): string => slugOf(`${givenName} ${familyName}`, 64)

/**
 * A new card starts as a draft with a key and a name; everything else is filled in in its editor.
 * The key follows the name until it is typed.
 */
export function NewCardForm({ brandId, onCreated }: { brandId: string; onCreated: (card: Card) => void }) {
  const [createCard] = useCreateCardMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { key: null as string | null, given_name: '', family_name: '' },
    schema: cardCreateSchema,
    toInput: (values) => ({ ...values, key: keyOfValues(values) }),
    onSubmit: (card) => createCard({ brandId, card }),
    onSaved: onCreated,
    offlineMessage: intl.formatMessage({ id: 'cards.new.offline', defaultMessage: 'You are offline, so the card was not created. Try again when you are back online.' }),
  })
  const key = keyOfValues(form.values)

  return (
    <FormSection
      title={intl.formatMessage({ id: 'cards.new.title', defaultMessage: 'New card' })}
      form={form}
      columns={{ base: '1fr', sm: '1fr 1fr 1fr' }}
      submitText={intl.formatMessage({ id: 'cards.new.create', defaultMessage: 'Create card' })}
      busyText={intl.formatMessage({ id: 'cards.new.creating', defaultMessage: 'Creating…' })}
    >
      <TextField label={intl.formatMessage({ id: 'cards.editor.givenName', defaultMessage: 'Given name' })} {...form.field('given_name')} />
      <TextField label={intl.formatMessage({ id: 'cards.editor.familyName', defaultMessage: 'Family name' })} {...form.field('family_name')} />
      <AddressField
        label={intl.formatMessage({ id: 'cards.editor.key', defaultMessage: 'Key' })}
        value={key}
        error={form.errors.key}
        onChange={(typed) => form.setField('key', typed)}
        helper={intl.formatMessage({ id: 'cards.new.keyHelper', defaultMessage: 'The address ends in /vcard/{key}' }, { key: key.trim().toLowerCase() || '…' })}
      />
    </FormSection>
  )
}

const keyOfValues = (values: { key: string | null; given_name: string; family_name: string }) => values.key ?? keyOf(values.given_name, values.family_name)
