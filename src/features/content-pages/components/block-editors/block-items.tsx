import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { RepeatedItems } from '../../../../components/ui/repeated-items'
import type { FieldErrors } from '../../../../lib/forms/field-errors'

type ListKey<Block> = { [Key in keyof Block]: Block[Key] extends readonly unknown[] ? Key : never }[keyof Block] & string
type ItemOf<Block, Key extends keyof Block> = Block[Key] extends readonly (infer Item)[] ? Item : never

type BlockItemsProps<Block, Key extends ListKey<Block>> = {
  block: Block
  /** The block's list: "items", "entries". */
  list: Key
  /** The block's problems; the one of the list as a whole is said above it. */
  errors: FieldErrors
  onChange: (block: Block) => void
  /** Who a problem of the whole list is about: "The log" (… must have at most 200 entries). */
  subject: string
  /** What one item is called: "Entry". */
  noun: string
  /** The list's name: "Entries". */
  listLabel: string
  /** The add button's words: "Add entry". */
  addLabel: string
  max: number
  newItem: () => ItemOf<Block, Key>
  children: (item: ItemOf<Block, Key>, index: number, change: (item: ItemOf<Block, Key>) => void) => ReactNode
}

/** The items of a block (a gallery's images, a log's entries), written one by one. */
export function BlockItems<Block, Key extends ListKey<Block>>({ block, list, errors, onChange, subject, noun, listLabel, addLabel, max, newItem, children }: BlockItemsProps<Block, Key>) {
  const intl = useIntl()
  const problem = errors[list]
  return (
    <RepeatedItems<ItemOf<Block, Key>>
      noun={noun}
      listLabel={listLabel}
      addLabel={addLabel}
      items={block[list] as readonly ItemOf<Block, Key>[]}
      max={max}
      error={problem ? intl.formatMessage({ id: 'contentPages.blockItems.listProblem', defaultMessage: '{subject} {problem}.' }, { subject, problem }) : undefined}
      onChange={(items) => onChange({ ...block, [list]: items })}
      newItem={newItem}
    >
      {children}
    </RepeatedItems>
  )
}
