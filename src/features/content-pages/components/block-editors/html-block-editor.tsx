import { BlockRichText } from './lazy-rich-text'
import type { BlockEditorProps } from './block-editor-props'

export function HtmlBlockEditor({ block, onChange }: BlockEditorProps<'html'>) {
  return <BlockRichText label="Text of the block" document={block.content} onChange={(content) => onChange({ ...block, content })} />
}
