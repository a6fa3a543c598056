import { Flex } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
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
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { hostname: '' },
    schema: hostAddSchema,
    onSubmit: (host) => addHost({ brandId, siteId, host }),
    onSaved: (host) => {
      notifySuccess(
        intl.formatMessage(
          { id: 'brandSites.addHost.added', defaultMessage: '{host} is added. It serves {site} once it answers its token: see below how.' },
          { host: host.hostname, site: siteName },
        ),
      )
      return { hostname: '' }
    },
    offlineMessage: intl.formatMessage({ id: 'brandSites.addHost.offline', defaultMessage: 'You are offline, so the host name was not added. Try again when you are back online.' }),
  })
  return (
    <form onSubmit={form.submit} noValidate aria-label={intl.formatMessage({ id: 'brandSites.addHost.label', defaultMessage: 'Add a host name to {site}' }, { site: siteName })}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Flex flex="1" minWidth="14rem">
          <TextField
            label={intl.formatMessage({ id: 'brandSites.addHost.hostname', defaultMessage: 'New host name' })}
            {...form.field('hostname')}
            errorSubject={intl.formatMessage({ id: 'brandSites.addHost.hostnameSubject', defaultMessage: 'The host name' })}
            helper={intl.formatMessage({ id: 'brandSites.addHost.hostnameHelp', defaultMessage: 'Such as cards.example.com: the name alone, no https:// or path.' })}
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
          />
        </Flex>
        <FormSubmit {...needs('manage-sites')} form={form} busyText={intl.formatMessage({ id: 'brandSites.addHost.adding', defaultMessage: 'Adding…' })} alignSelf="flex-end">
          <FormattedMessage id="brandSites.addHost.add" defaultMessage="Add host" />
        </FormSubmit>
      </Flex>
    </form>
  )
}
