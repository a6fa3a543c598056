import { defineMessages, useIntl } from 'react-intl'
import { SelectField } from '../../../../components/ui/select-field'
import type { BlockEditorProps } from './block-editor-props'

const styleLabels = defineMessages({
  line: { id: 'contentPages.dividerEditor.line', defaultMessage: 'A line' },
  space: { id: 'contentPages.dividerEditor.space', defaultMessage: 'A space' },
  ornament: { id: 'contentPages.dividerEditor.ornament', defaultMessage: 'An ornament (✦ ✦ ✦)' },
})

const styles = ['line', 'space', 'ornament'] as const

export function DividerBlockEditor({ block, onChange }: BlockEditorProps<'divider'>) {
  const intl = useIntl()
  return (
    <SelectField
      label={intl.formatMessage({ id: 'contentPages.dividerEditor.style', defaultMessage: 'Style of the divider' })}
      value={block.style}
      options={styles.map((value) => ({ value, label: intl.formatMessage(styleLabels[value]) }))}
      onChange={(style) => onChange({ ...block, style })}
    />
  )
}
