import { Flex } from '@chakra-ui/react'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { hostAddSchema } from '../../../domain/site-hosts'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { needs } from '../../../lib/features/brand-role'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useAddHostMutation } from '../api/add-host'

/** One more host name for a site: it waits, serving nothing, until it answers its token. */
export function AddHostForm({ brandId, siteId, siteName }: { brandId: string; siteId: string; siteName: string }) {
  const [addHost] = useAddHostMutation()
  const form = useSchemaForm({
    initialValues: { hostname: '' },
    schema: hostAddSchema,
    onSubmit: (host) => addHost({ brandId, siteId, host }),
    onSaved: (host) => {
      notifySuccess(`${host.hostname} is added. It serves ${siteName} once it answers its token: see below how.`)
      return { hostname: '' }
    },
    offlineMessage: 'You are offline, so the host name was not added. Try again when you are back online.',
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label={`Add a host name to ${siteName}`}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Flex flex="1" minWidth="14rem">
          <TextField
            label="New host name"
            {...form.field('hostname')}
            errorSubject="The host name"
            helper="Such as cards.example.com: the name alone, no https:// or path."
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
          />
        </Flex>
        <FormSubmit {...needs('manage-sites')} form={form} busyText="Adding…" alignSelf="flex-end">
          Add host
        </FormSubmit>
      </Flex>
    </form>
  )
}
