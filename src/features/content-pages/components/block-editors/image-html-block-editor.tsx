import { Stack } from '@chakra-ui/react'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { ImageField } from './image-field'
import { BlockRichText } from './lazy-rich-text'

const sides = [
  { value: 'left', label: 'Image on the left' },
  { value: 'right', label: 'Image on the right' },
] as const

export function ImageHtmlBlockEditor({ block, errors, onChange }: BlockEditorProps<'image-html'>) {
  return (
    <Stack gap="4">
      <ImageField label="Image" image={block} error={errors.upload_id} onChange={(image) => onChange({ ...block, ...image })} />
      <TextField label="Description of the image" helper="What the image shows, for people who cannot see it." value={block.alt} error={errors.alt} errorSubject="The description" onChange={(alt) => onChange({ ...block, alt })} />
      <SelectField label="Side of the image" value={block.image_side} options={sides} onChange={(image_side) => onChange({ ...block, image_side })} />
      <BlockRichText label="Text beside the image" document={block.content} onChange={(content) => onChange({ ...block, content })} />
    </Stack>
  )
}
