import { Stack } from '@chakra-ui/react'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { linkHelp } from './link-help'
import { VideoField } from './video-field'

export function VideoBlockEditor({ block, errors, onChange }: BlockEditorProps<'video'>) {
  return (
    <Stack gap="4">
      <VideoField videoId={block.video_id} error={errors.video_id} onChange={(video_id) => onChange({ ...block, video_id })} />
      <TextField label="Caption (optional)" value={block.caption} error={errors.caption} onChange={(caption) => onChange({ ...block, caption })} />
    </Stack>
  )
}

export function VideoHeroBlockEditor({ block, errors, onChange }: BlockEditorProps<'videofull'>) {
  return (
    <Stack gap="4">
      <VideoField videoId={block.video_id} error={errors.video_id} onChange={(video_id) => onChange({ ...block, video_id })} />
      <TextField label="Heading (optional)" value={block.heading} error={errors.heading} onChange={(heading) => onChange({ ...block, heading })} />
      <TextField label="Text (optional)" value={block.text} error={errors.text} onChange={(text) => onChange({ ...block, text })} />
      <TextField label="Button link (optional)" helper={linkHelp} value={block.link} error={errors.link} onChange={(link) => onChange({ ...block, link })} autoCapitalize="none" spellCheck={false} />
      <TextField label="Button text (optional)" value={block.link_label} error={errors.link_label} onChange={(link_label) => onChange({ ...block, link_label })} />
    </Stack>
  )
}
