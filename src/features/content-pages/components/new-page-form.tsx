import { Box, Heading, Stack } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AddressField } from '../../../components/ui/address-field'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { pageCreateSchema, type Page } from '../../../domain/page'
import { slugOf } from '../../../domain/slug'
import { failureMessage, isApiFailure } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCreatePageMutation } from '../api/create-page'

/** An address made from a title: "About us!" → "about-us". */
export const addressOf = (title: string): string => slugOf(title, 64)

const namesField = (failure: unknown) => isApiFailure(failure) && failure.kind === 'http' && Boolean(failure.field)

/** A new page of the site: its title and address; it starts as a draft with no blocks. */
export function NewPageForm({ brandId, siteId, onCreated }: { brandId: string; siteId: string; onCreated: (page: Page) => void }) {
  const [createPage] = useCreatePageMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    // The address follows the title until it is typed.
    initialValues: { title: '', url: null as string | null },
    schema: pageCreateSchema,
    toInput: (values) => ({ title: values.title, url: values.url ?? addressOf(values.title) }),
    onSubmit: async (page) => {
      const answer = await createPage({ brandId, siteId, page })
      if (answer.error === undefined || namesField(answer.error)) return answer
      return { problem: intl.formatMessage({ id: 'contentPages.newPage.notCreated', defaultMessage: 'The page was not created: {reason}' }, { reason: failureMessage(answer.error) }) }
    },
    onSaved: onCreated,
    offlineMessage: intl.formatMessage({ id: 'contentPages.newPage.offline', defaultMessage: 'The page was not created: You are offline or the server cannot be reached.' }),
  })
  const address = form.values.url ?? addressOf(form.values.title)

  return (
    <Box asChild borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <form onSubmit={form.submit} noValidate aria-labelledby="new-page-heading">
        <Heading as="h2" id="new-page-heading" size="md" marginBottom="3">
          <FormattedMessage id="contentPages.newPage.heading" defaultMessage="New page" />
        </Heading>
        <Stack gap="3">
          <TextField label={intl.formatMessage({ id: 'contentPages.pageBuilder.titleLabel', defaultMessage: 'Title' })} {...form.field('title')} />
          <AddressField
            label={intl.formatMessage({ id: 'contentPages.pageBuilder.addressLabel', defaultMessage: 'Address' })}
            value={address}
            error={form.errors.url}
            onChange={(url) => form.setField('url', url)}
            helper={intl.formatMessage(
              { id: 'contentPages.newPage.addressHelp', defaultMessage: 'The page will be at /{address}.' },
              { address: address || intl.formatMessage({ id: 'contentPages.pageBuilder.addressExample', defaultMessage: 'your-address' }) },
            )}
          />
          <FormSubmit {...needs('edit-pages')} form={form} busyText={intl.formatMessage({ id: 'contentPages.newPage.creating', defaultMessage: 'Creating…' })} alignSelf="start">
            <FormattedMessage id="contentPages.newPage.create" defaultMessage="Create the page" />
          </FormSubmit>
        </Stack>
      </form>
    </Box>
  )
}
