import { Stack } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { ImageField } from './image-field'
import { linkHelp } from './link-help'

export function ImageBlockEditor({ block, errors, onChange }: BlockEditorProps<'image'>) {
  const intl = useIntl()
  return (
    <Stack gap="4">
      <ImageField label={intl.formatMessage({ id: 'contentPages.blockEditor.image', defaultMessage: 'Image' })} image={block} error={errors.upload_id} onChange={(image) => onChange({ ...block, ...image })} />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.blockEditor.alt', defaultMessage: 'Description of the image' })}
        helper={intl.formatMessage({ id: 'contentPages.blockEditor.altHelp', defaultMessage: 'What the image shows, for people who cannot see it.' })}
        value={block.alt}
        error={errors.alt}
        errorSubject={intl.formatMessage({ id: 'contentPages.blockEditor.altSubject', defaultMessage: 'The description' })}
        onChange={(alt) => onChange({ ...block, alt })}
      />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.blockEditor.caption', defaultMessage: 'Caption (optional)' })}
        value={block.caption}
        error={errors.caption}
        errorSubject={intl.formatMessage({ id: 'contentPages.blockEditor.captionSubject', defaultMessage: 'Caption' })}
        onChange={(caption) => onChange({ ...block, caption })}
      />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.imageEditor.link', defaultMessage: 'Link (optional)' })}
        helper={intl.formatMessage(linkHelp)}
        value={block.link}
        error={errors.link}
        errorSubject={intl.formatMessage({ id: 'contentPages.imageEditor.linkSubject', defaultMessage: 'Link' })}
        onChange={(link) => onChange({ ...block, link })}
        autoCapitalize="none"
        spellCheck={false}
      />
    </Stack>
  )
}
