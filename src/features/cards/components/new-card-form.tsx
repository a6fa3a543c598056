import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { cardCreateSchema, type Card } from '../../../domain/card'
import { useCreateCardMutation } from '../api/create-card'
import { fieldErrorsOf, saveProblem, type FieldErrors } from '../form-problems'
import { TextField } from '../../../components/ui/text-field'

/** A new card starts as a draft with a key and a name; everything else is filled in in its editor. */
export function NewCardForm({ brandId, onCreated }: { brandId: string; onCreated: (card: Card) => void }) {
  const [key, setKey] = useState('')
  const [givenName, setGivenName] = useState('')
  const [familyName, setFamilyName] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [createCard, creation] = useCreateCardMutation()

  async function create(event: FormEvent) {
    event.preventDefault()
    const parsed = cardCreateSchema.safeParse({ key, given_name: givenName, family_name: familyName })
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      setProblem(null)
      return
    }
    setErrors({})
    setProblem(null)
    const result = await createCard({ brandId, card: parsed.data })
    if (result.data) {
      onCreated(result.data)
      return
    }
    const found = saveProblem(result.error, 'You are offline, so the card was not created. Try again when you are back online.')
    if (found.field) setErrors({ [found.field]: found.message })
    else setProblem(found.message)
  }

  return (
    <Box as="section" aria-labelledby="new-card-heading" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Heading as="h2" id="new-card-heading" size="lg" marginBottom="3">
        New card
      </Heading>
      <form onSubmit={create} noValidate>
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr 1fr' }} gap="3">
            <TextField label="Given name" value={givenName} onChange={setGivenName} error={errors.given_name} />
            <TextField label="Family name" value={familyName} onChange={setFamilyName} error={errors.family_name} />
            <TextField
              label="Key"
              value={key}
              onChange={setKey}
              error={errors.key}
              helper={`The address ends in /vcard/${key.trim().toLowerCase() || '…'}`}
              autoCapitalize="none"
              spellCheck={false}
            />
          </Grid>
          {problem ? (
            <Text role="alert" color="fg.error">
              {problem}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="primary" alignSelf="flex-start" loading={creation.isLoading} loadingText="Creating…">
            Create card
          </Button>
        </Stack>
      </form>
    </Box>
  )
}
