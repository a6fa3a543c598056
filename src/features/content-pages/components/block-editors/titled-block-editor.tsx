import { Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'

/** The people of the site and the site overview: a title; the rest comes from the site itself. */
export function TitledBlockEditor({ block, errors, onChange }: BlockEditorProps<'user-list' | 'site-overview'>) {
  const intl = useIntl()
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        {block.type === 'user-list' ? (
          <FormattedMessage
            id="contentPages.titledEditor.peopleAbout"
            defaultMessage="The block lists the people of this site who chose to be listed in its directory, each with a link to their published card. People choose it in their profile."
          />
        ) : (
          <FormattedMessage
            id="contentPages.titledEditor.overviewAbout"
            defaultMessage="The block shows the brand's name, its published pages, its listed people and its contact details from the brand's settings."
          />
        )}
      </Text>
      <TextField
        label={
          block.type === 'user-list'
            ? intl.formatMessage({ id: 'contentPages.titledEditor.peopleTitle', defaultMessage: 'Title above the people (optional)' })
            : intl.formatMessage({ id: 'contentPages.titledEditor.overviewTitle', defaultMessage: 'Title (optional; the site’s name when empty)' })
        }
        value={block.title}
        error={errors.title}
        errorSubject={intl.formatMessage({ id: 'contentPages.blockEditor.titleSubject', defaultMessage: 'The title' })}
        onChange={(title) => onChange({ ...block, title })}
      />
    </Stack>
  )
}
