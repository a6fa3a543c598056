/** The list with the item at `from` moved to `to`; an index outside the list changes nothing. */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next
}
