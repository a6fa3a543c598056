import { Stack } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { linkHelp } from './link-help'
import { VideoField } from './video-field'

export function VideoBlockEditor({ block, errors, onChange }: BlockEditorProps<'video'>) {
  const intl = useIntl()
  return (
    <Stack gap="4">
      <VideoField videoId={block.video_id} error={errors.video_id} onChange={(video_id) => onChange({ ...block, video_id })} />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.blockEditor.caption', defaultMessage: 'Caption (optional)' })}
        value={block.caption}
        error={errors.caption}
        errorSubject={intl.formatMessage({ id: 'contentPages.blockEditor.captionSubject', defaultMessage: 'Caption' })}
        onChange={(caption) => onChange({ ...block, caption })}
      />
    </Stack>
  )
}

export function VideoHeroBlockEditor({ block, errors, onChange }: BlockEditorProps<'videofull'>) {
  const intl = useIntl()
  return (
    <Stack gap="4">
      <VideoField videoId={block.video_id} error={errors.video_id} onChange={(video_id) => onChange({ ...block, video_id })} />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.videoHeroEditor.heading', defaultMessage: 'Heading (optional)' })}
        value={block.heading}
        error={errors.heading}
        errorSubject={intl.formatMessage({ id: 'contentPages.videoHeroEditor.headingSubject', defaultMessage: 'Heading' })}
        onChange={(heading) => onChange({ ...block, heading })}
      />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.videoHeroEditor.text', defaultMessage: 'Text (optional)' })}
        value={block.text}
        error={errors.text}
        errorSubject={intl.formatMessage({ id: 'contentPages.videoHeroEditor.textSubject', defaultMessage: 'Text' })}
        onChange={(text) => onChange({ ...block, text })}
      />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.videoHeroEditor.link', defaultMessage: 'Button link (optional)' })}
        helper={intl.formatMessage(linkHelp)}
        value={block.link}
        error={errors.link}
        errorSubject={intl.formatMessage({ id: 'contentPages.videoHeroEditor.linkSubject', defaultMessage: 'Button link' })}
        onChange={(link) => onChange({ ...block, link })}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={intl.formatMessage({ id: 'contentPages.videoHeroEditor.linkLabel', defaultMessage: 'Button text (optional)' })}
        value={block.link_label}
        error={errors.link_label}
        errorSubject={intl.formatMessage({ id: 'contentPages.videoHeroEditor.linkLabelSubject', defaultMessage: 'Button text' })}
        onChange={(link_label) => onChange({ ...block, link_label })}
      />
    </Stack>
  )
}
