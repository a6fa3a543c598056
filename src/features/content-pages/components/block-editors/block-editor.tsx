import type { ComponentType } from 'react'
import type { PageBlock } from '../../../../domain/page'
import type { FieldErrors } from '../../../../lib/forms/field-errors'
import type { BlockEditorProps } from './block-editor-props'
import { BookingCalendarBlockEditor } from './booking-calendar-block-editor'
import { DividerBlockEditor } from './divider-block-editor'
import { EventsLogBlockEditor } from './events-log-block-editor'
import { HtmlBlockEditor } from './html-block-editor'
import { ImageBlockEditor } from './image-block-editor'
import { ImageBlocksBlockEditor } from './image-blocks-block-editor'
import { ImageHtmlBlockEditor } from './image-html-block-editor'
import { TextCardsBlockEditor } from './text-cards-block-editor'
import { TitledBlockEditor } from './titled-block-editor'
import { VideoBlockEditor, VideoHeroBlockEditor } from './video-block-editor'

// The people and the site overview hold only a title: one editor serves both.
const titled = TitledBlockEditor as ComponentType<BlockEditorProps<'user-list'>> & ComponentType<BlockEditorProps<'site-overview'>>

/** One editor per block type. */
const editors: { [Type in PageBlock['type']]: ComponentType<BlockEditorProps<Type>> } = {
  html: HtmlBlockEditor,
  image: ImageBlockEditor,
  'image-html': ImageHtmlBlockEditor,
  'image-blocks': ImageBlocksBlockEditor,
  blocks: TextCardsBlockEditor,
  divider: DividerBlockEditor,
  'user-list': titled,
  'events-log': EventsLogBlockEditor,
  'site-overview': titled,
  video: VideoBlockEditor,
  videofull: VideoHeroBlockEditor,
  'appointmets-calendar': BookingCalendarBlockEditor,
}

/** The editor of a block, by its type. */
export function BlockEditor({ block, errors, onChange }: { block: PageBlock; errors: FieldErrors; onChange: (block: PageBlock) => void }) {
  const Editor = editors[block.type] as ComponentType<BlockEditorProps<PageBlock['type']>>
  return <Editor block={block} errors={errors} onChange={onChange} />
}
