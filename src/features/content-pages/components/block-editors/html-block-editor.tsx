import { useIntl } from 'react-intl'
import { BlockRichText } from './lazy-rich-text'
import type { BlockEditorProps } from './block-editor-props'

export function HtmlBlockEditor({ block, onChange }: BlockEditorProps<'html'>) {
  const intl = useIntl()
  return <BlockRichText label={intl.formatMessage({ id: 'contentPages.htmlEditor.text', defaultMessage: 'Text of the block' })} document={block.content} onChange={(content) => onChange({ ...block, content })} />
}
