import { Stack } from '@chakra-ui/react'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { ImageField } from './image-field'
import { linkHelp } from './link-help'

export function ImageBlockEditor({ block, errors, onChange }: BlockEditorProps<'image'>) {
  return (
    <Stack gap="4">
      <ImageField label="Image" image={block} error={errors.upload_id} onChange={(image) => onChange({ ...block, ...image })} />
      <TextField label="Description of the image" helper="What the image shows, for people who cannot see it." value={block.alt} error={errors.alt} errorSubject="The description" onChange={(alt) => onChange({ ...block, alt })} />
      <TextField label="Caption (optional)" value={block.caption} error={errors.caption} onChange={(caption) => onChange({ ...block, caption })} />
      <TextField label="Link (optional)" helper={linkHelp} value={block.link} error={errors.link} onChange={(link) => onChange({ ...block, link })} autoCapitalize="none" spellCheck={false} />
    </Stack>
  )
}
