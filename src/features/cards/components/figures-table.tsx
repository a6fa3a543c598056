import { chakra } from '@chakra-ui/react'
import type { Key, ReactNode } from 'react'

// Figures line up on their last digit, in digits of one width.
const tableCss = {
  '& th, & td': { paddingY: '1', paddingX: '2', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& th:first-of-type, & td:first-of-type': { textAlign: 'start' },
  '& caption': { textAlign: 'start', fontWeight: 'semibold', paddingBottom: '1' },
} as const

/** A row of figures: what it is about (its header, a day or a link), then a figure for each other column. */
export type FiguresRow = { key: Key; name: ReactNode; figures: ReactNode[]; breakName?: boolean }

type FiguresTableProps = {
  caption: ReactNode
  /** The column headers: the rows' names first, then the figures. */
  columns: string[]
  rows: FiguresRow[]
  /** Said in the table when it has no row. */
  empty?: string
}

/** A compact table of a card's figures, each row named by its first cell. */
export function FiguresTable({ caption, columns, rows, empty }: FiguresTableProps) {
  return (
    <chakra.table width="full" fontSize="sm" css={tableCss}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={row.breakName ? { wordBreak: 'break-all' } : undefined}>
                {row.name}
              </th>
              {row.figures.map((figure, index) => (
                <td key={index}>{figure}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </chakra.table>
  )
}
