import { Stack, Text } from '@chakra-ui/react'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'

/** The people of the site and the site overview: a title; the rest comes from the site itself. */
export function TitledBlockEditor({ block, errors, onChange }: BlockEditorProps<'user-list' | 'site-overview'>) {
  const what =
    block.type === 'user-list'
      ? 'The block lists the people of this site who chose to be listed in its directory, each with a link to their published card. People choose it in their profile.'
      : "The block shows the brand's name, its published pages, its listed people and its contact details from the brand's settings."
  return (
    <Stack gap="3">
      <Text color="fg.muted">{what}</Text>
      <TextField
        label={block.type === 'user-list' ? 'Title above the people (optional)' : 'Title (optional; the site’s name when empty)'}
        value={block.title}
        error={errors.title}
        errorSubject="The title"
        onChange={(title) => onChange({ ...block, title })}
      />
    </Stack>
  )
}
