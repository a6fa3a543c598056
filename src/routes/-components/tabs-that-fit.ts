/** What the row of tabs measured: each tab's width, its group, and the room there is. */
type TabRowSizes = {
  widths: readonly number[]
  groups: readonly (string | undefined)[]
  /** The row's own width. */
  room: number
  /** The "More" button's width. */
  more: number
  /** The space between two tabs. */
  gap: number
  /** The mark that starts a new group. */
  separator: number
}

function rowWidth(shown: readonly number[], withMore: boolean, sizes: TabRowSizes): number {
  let width = withMore ? sizes.more : -sizes.gap
  shown.forEach((tab, place) => {
    width += sizes.widths[tab]! + sizes.gap
    if (place > 0 && sizes.groups[tab] !== sizes.groups[shown[place - 1]!]) width += sizes.separator
  })
  return width
}

/**
 * The tabs shown in the row, in their order; the rest go under "More". As many as fit from the
 * start, and the tab of the screen open now among them whatever its place.
 */
export function tabsThatFit(sizes: TabRowSizes, current: number): number[] {
  const all = sizes.widths.map((_, tab) => tab)
  if (rowWidth(all, false, sizes) <= sizes.room) return all
  for (let count = all.length - 1; count > 0; count--) {
    const first = all.slice(0, count)
    const shown = current < count ? first : [...first.slice(0, -1), current]
    if (rowWidth(shown, true, sizes) <= sizes.room) return shown
  }
  return current >= 0 ? [current] : []
}
