import { Stack } from '@chakra-ui/react'
import { defineMessages, useIntl } from 'react-intl'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { ImageField } from './image-field'
import { BlockRichText } from './lazy-rich-text'

const sideLabels = defineMessages({
  left: { id: 'contentPages.imageHtmlEditor.left', defaultMessage: 'Image on the left' },
  right: { id: 'contentPages.imageHtmlEditor.right', defaultMessage: 'Image on the right' },
})

const sides = ['left', 'right'] as const

export function ImageHtmlBlockEditor({ block, errors, onChange }: BlockEditorProps<'image-html'>) {
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
      <SelectField
        label={intl.formatMessage({ id: 'contentPages.imageHtmlEditor.side', defaultMessage: 'Side of the image' })}
        value={block.image_side}
        options={sides.map((value) => ({ value, label: intl.formatMessage(sideLabels[value]) }))}
        onChange={(image_side) => onChange({ ...block, image_side })}
      />
      <BlockRichText label={intl.formatMessage({ id: 'contentPages.imageHtmlEditor.text', defaultMessage: 'Text beside the image' })} document={block.content} onChange={(content) => onChange({ ...block, content })} />
    </Stack>
  )
}
