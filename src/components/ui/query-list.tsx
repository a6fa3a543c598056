import type { ReactNode } from 'react'
import { ItemList, type ItemListProps } from './item-list'
import { QueryState, type LoadingWords, type QueryStateOptions } from './query-state'

type QueryListProps<Data, Item> = LoadingWords &
  Omit<QueryStateOptions<Data>, 'empty' | 'children'> &
  Omit<ItemListProps<Item>, 'items'> & {
    /** The items an answer holds. */
    items: (data: Data) => readonly Item[]
    /** Said instead of the list when there are none. */
    empty: ReactNode
  }

/** A list loaded from the server: its loading, offline, failed and empty states (QueryState), then its rows (ItemList). */
export function QueryList<Data, Item>({ items, empty, keyOf, label, ordered, gap, children, ...state }: QueryListProps<Data, Item>) {
  return (
    <QueryState {...state} empty={{ when: (data) => items(data).length === 0, message: empty }}>
      {(data) => (
        <ItemList items={items(data)} keyOf={keyOf} label={label} ordered={ordered} gap={gap}>
          {children}
        </ItemList>
      )}
    </QueryState>
  )
}
