import { Grid, Stack } from '@chakra-ui/react'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { brandUpdateSchema, type Brand } from '../../../domain/brand-identity'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateBrandMutation } from '../api/update-brand'
import { TitledSection } from '../../../components/ui/titled-section'

const brandFormSchema = brandUpdateSchema.required()

/** The brand's name and slug; the slug is the address of its business page. */
export function BrandForm({ brand }: { brand: Brand }) {
  const [updateBrand] = useUpdateBrandMutation()
  const form = useSchemaForm({
    initialValues: { name: brand.name, slug: brand.slug },
    schema: brandFormSchema,
    onSubmit: (changes) => updateBrand({ brandId: brand.id, changes }),
    onSaved: (saved) => {
      notifySuccess(`The brand ${saved.name} is saved.`)
      return { name: saved.name, slug: saved.slug }
    },
    offlineMessage: 'You are offline, so the brand was not saved. Try again when you are back online.',
  })
  return (
    <TitledSection title="Brand" titleSpace="3" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
            <TextField label="Brand name" {...form.field('name')} />
            <TextField
              label="Slug"
              {...form.field('slug')}
              helper={`The business page is at /vcard/${form.values.slug.trim() || '…'}`}
              autoCapitalize="none"
              spellCheck={false}
            />
          </Grid>
          <FormSubmit form={form} busyText="Saving…">
            Save brand
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
