import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { TextField } from '../../../components/ui/text-field'
import { pageCreateSchema, type Page } from '../../../domain/page'
import { slugOf } from '../../../domain/slug'
import { failureMessage, isApiFailure } from '../../../lib/api/api-failure'
import { validate, type FieldErrors } from '../../../lib/forms/field-errors'
import { useCreatePageMutation } from '../api/create-page'

/** An address made from a title: "About us!" → "about-us". */
export const addressOf = (title: string): string => slugOf(title, 64)

/** A new page of the site: its title and address; it starts as a draft with no blocks. */
export function NewPageForm({ brandId, siteId, onCreated }: { brandId: string; siteId: string; onCreated: (page: Page) => void }) {
  const [title, setTitle] = useState('')
  const [url, setUrl] = useState<string | null>(null)
  const [checked, setChecked] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [createPage, creating] = useCreatePageMutation()
  const address = url ?? addressOf(title)
  const validation = validate(pageCreateSchema, { title, url: address })
  const errors = { ...(checked && !validation.ok ? validation.errors : {}), ...serverErrors }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    setProblem(null)
    if (!validation.ok) return
    const answer = await createPage({ brandId, siteId, page: validation.value })
    if ('data' in answer && answer.data) return onCreated(answer.data)
    const field = isApiFailure(answer.error) && answer.error.kind === 'http' ? answer.error.field : undefined
    if (field) setServerErrors({ [field]: failureMessage(answer.error).replace(`${field}: `, '') })
    else setProblem(`The page was not created: ${failureMessage(answer.error)}`)
  }

  return (
    <Box asChild borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <form onSubmit={submit} noValidate aria-labelledby="new-page-heading">
      <Heading as="h2" id="new-page-heading" size="md" marginBottom="3">
        New page
      </Heading>
      <Stack gap="3">
        <TextField
          label="Title"
          value={title}
          error={errors.title}
          onChange={(next) => {
            setTitle(next)
            setServerErrors({})
          }}
        />
        <TextField
          label="Address"
          value={address}
          error={errors.url}
          onChange={(next) => {
            setUrl(next)
            setServerErrors({})
          }}
          helper={`The page will be at /${address || 'your-address'}.`}
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormProblem>{problem}</FormProblem>
        <Button type="submit" colorPalette="primary" alignSelf="start" loading={creating.isLoading} loadingText="Creating…">
          Create the page
        </Button>
      </Stack>
      </form>
    </Box>
  )
}
