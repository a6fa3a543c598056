/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such a cell is written with a leading apostrophe, which shows it as the text it is.
 */
export const inert = (cell: string | null) => (cell && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : (cell ?? ''))
