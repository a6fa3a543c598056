import { useIntl } from 'react-intl'
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
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { name: brand.name, slug: brand.slug },
    schema: brandFormSchema,
    onSubmit: (changes) => updateBrand({ brandId: brand.id, changes }),
    onSaved: (saved) => {
      notifySuccess(intl.formatMessage({ id: 'brandIdentity.brandForm.saved', defaultMessage: 'The brand {name} is saved.' }, { name: saved.name }))
      return { name: saved.name, slug: saved.slug }
    },
    offlineMessage: intl.formatMessage({ id: 'brandIdentity.brandForm.offline', defaultMessage: 'You are offline, so the brand was not saved. Try again when you are back online.' }),
  })
  return (
    <FormSection
      title={intl.formatMessage({ id: 'brandIdentity.brandForm.title', defaultMessage: 'Brand' })}
      form={form}
      unsaved={
        <UnsavedWork
          unsaved={form.unsaved}
          what={intl.formatMessage({ id: 'brandIdentity.brandForm.unsavedWhat', defaultMessage: 'the brand' })}
          save={form.submit}
          draft={{ key: `brand:${brand.id}`, values: form.values, restore: form.setValues }}
        />
      }
      columns={{ base: '1fr', sm: '1fr 1fr' }}
      submitText={intl.formatMessage({ id: 'brandIdentity.brandForm.save', defaultMessage: 'Save brand' })}
      busyText={intl.formatMessage({ id: 'brandIdentity.saving', defaultMessage: 'Saving…' })}
    >
      <TextField label={intl.formatMessage({ id: 'brandIdentity.brandForm.name', defaultMessage: 'Brand name' })} {...form.field('name')} />
      <AddressField
        label={intl.formatMessage({ id: 'brandIdentity.brandForm.slug', defaultMessage: 'Slug' })}
        {...form.field('slug')}
        helper={intl.formatMessage({ id: 'brandIdentity.brandForm.slugHelp', defaultMessage: 'The business page is at /vcard/{slug}' }, { slug: form.values.slug.trim() || '…' })}
      />
    </FormSection>
  )
}
