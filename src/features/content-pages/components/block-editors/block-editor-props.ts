import type { PageBlock } from '../../../../domain/page'
import type { FieldErrors } from '../../../../lib/forms/field-errors'

/** What every block's editor gets: its block, the problems found in it (paths inside the block), and where changes go. */
export type BlockEditorProps<Type extends PageBlock['type']> = {
  block: Extract<PageBlock, { type: Type }>
  errors: FieldErrors
  onChange: (block: Extract<PageBlock, { type: Type }>) => void
}
