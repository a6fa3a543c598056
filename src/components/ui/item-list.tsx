import { Box, Stack, type BoxProps, type StackProps } from '@chakra-ui/react'
import { Fragment, type ReactNode } from 'react'

export type ItemListProps<Item> = {
  items: readonly Item[]
  /** What each item is known by, kept through changes to the list. */
  keyOf: (item: Item) => string | number
  /** The list's name for a screen reader: "Cards", "Published versions". */
  label?: string
  /** Numbered for a screen reader, for a list whose order means something (versions, steps). */
  ordered?: boolean
  gap?: StackProps['gap']
  /** One item, as a ListRow (an <li>). */
  children: (item: Item) => ReactNode
}

/** Things listed one under another without bullets (cards, bookings, pages), each in its own row. */
export function ItemList<Item>({ items, keyOf, label, ordered, gap = '3', children }: ItemListProps<Item>) {
  return (
    <Stack as={ordered ? 'ol' : 'ul'} listStyleType="none" gap={gap} aria-label={label}>
      {items.map((item) => (
        <Fragment key={keyOf(item)}>{children(item)}</Fragment>
      ))}
    </Stack>
  )
}

/** One row of an ItemList: a bordered box of its own. */
export function ListRow(props: Omit<BoxProps, 'as'>) {
  return <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3" {...props} />
}
