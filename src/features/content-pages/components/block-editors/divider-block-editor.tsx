import { SelectField } from '../../../../components/ui/select-field'
import type { BlockEditorProps } from './block-editor-props'

const styles = [
  { value: 'line', label: 'A line' },
  { value: 'space', label: 'A space' },
  { value: 'ornament', label: 'An ornament (✦ ✦ ✦)' },
] as const

export function DividerBlockEditor({ block, onChange }: BlockEditorProps<'divider'>) {
  return <SelectField label="Style of the divider" value={block.style} options={styles} onChange={(style) => onChange({ ...block, style })} />
}
