import { Table } from '@chakra-ui/react'
import type { Key, ReactNode } from 'react'

type DataTableProps<Row> = {
  /** The column headers, in order: "When", "Event"… */
  columns: string[]
  rows: Row[]
  keyOf: (row: Row, index: number) => Key
  /** A row's cells, one for each column. */
  cells: (row: Row) => ReactNode[]
  caption?: string
}

/** A small table of rows under named columns. */
export function DataTable<Row>({ columns, rows, keyOf, cells, caption }: DataTableProps<Row>) {
  return (
    <Table.Root size="sm">
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={keyOf(row, index)}>
            {cells(row).map((cell, column) => (
              <Table.Cell key={column}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
