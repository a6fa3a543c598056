import { UnsavedWork } from '../../../components/ui/unsaved-work'
import { AddressField } from '../../../components/ui/address-field'
import { FormSection } from '../../../components/ui/form-section'
import { TextField } from '../../../components/ui/text-field'
import { brandUpdateSchema, type Brand } from '../../../domain/brand-identity'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateBrandMutation } from '../api/update-brand'

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
    <FormSection
      title="Brand"
      form={form}
      unsaved={<UnsavedWork unsaved={form.unsaved} what="the brand" save={form.submit} draft={{ key: `brand:${brand.id}`, values: form.values, restore: form.setValues }} />} columns={{ base: '1fr', sm: '1fr 1fr' }} submitText="Save brand" busyText="Saving…">
      <TextField label="Brand name" {...form.field('name')} />
      <AddressField label="Slug" {...form.field('slug')} helper={`The business page is at /vcard/${form.values.slug.trim() || '…'}`} />
    </FormSection>
  )
}
