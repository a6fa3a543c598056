import { parse } from 'csv-parse/sync'
import { cardCreateSchema, type CardCreateParsed } from '../../../src/domain/card'
import { cardImportColumns, maxImportRows, type CardImportResult } from '../../../src/domain/card-import'
import type { CardTemplate } from '../../../src/domain/card-template'
import { slugOf } from '../../../src/domain/slug'
import { HttpError } from '../../http-error'
import { underTemplate } from './card-template'

type Problem = CardImportResult['problems'][number]
export type CheckedImport = { rows: number; cards: CardCreateParsed[]; problems: Problem[] }

/** A key from a name, as a person would write it: "Ada Lovelace" → ada-lovelace. */
const keyOf = (row: Record<string, string>) => slugOf(`${row.given_name ?? ''} ${row.family_name ?? ''}`, 64)

const yes = (value: string | undefined) => /^(yes|true|1|y)$/i.test((value ?? '').trim())

/**
 * Reads a CSV of people (a header row, then one person a row) into cards, checking every row
 * against the same rules as a card made in the editor. Answers every problem with its row number
 * (the header is row 1) and field; the caller imports only when there is none.
 */
export function checkCardImport(csv: string, taken: { keys: Set<string>; slug: string }, template: CardTemplate = { values: {}, locked: [] }): CheckedImport | { malformed: string } {
  let records: string[][]
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: false, trim: true }) as string[][]
  } catch (error) {
    return { malformed: `The file is not a readable CSV: ${(error as Error).message.replace(/\s+/g, ' ').slice(0, 200)}` }
  }
  const [header, ...body] = records
  if (!header || body.length === 0) return { malformed: 'The file has no people: a header row and at least one row of a person are needed' }
  if (body.length > maxImportRows) return { malformed: `The file has ${body.length} people; at most ${maxImportRows} can be imported at once` }
  const problems: Problem[] = []
  const columns = header.map((name) => name.trim().toLowerCase())
  for (const column of columns) {
    if (!(cardImportColumns as readonly string[]).includes(column)) problems.push({ row: 1, field: column, message: `is not a column the import reads (${cardImportColumns.join(', ')})` })
  }
  if (!columns.includes('given_name') && !columns.includes('family_name')) problems.push({ row: 1, field: 'given_name', message: 'a given_name or family_name column is needed' })
  if (problems.length > 0) return { rows: body.length, cards: [], problems }

  const cards: CardCreateParsed[] = []
  const keysInFile = new Map<string, number>()
  body.forEach((cells, index) => {
    const rowNumber = index + 2
    const row = Object.fromEntries(columns.map((column, at) => [column, cells[at] ?? '']))
    const phones = [
      ...(row.phone ? [{ type: 'work', number: row.phone }] : []),
      ...(row.mobile ? [{ type: 'mobile', number: row.mobile }] : []),
    ]
    const parsed = cardCreateSchema.safeParse({
      key: row.key || keyOf(row),
      given_name: row.given_name ?? '',
      family_name: row.family_name ?? '',
      prefix: row.prefix ?? '',
      suffix: row.suffix ?? '',
      job_title: row.job_title ?? '',
      organisation: row.organisation ? row.organisation : null,
      emails: row.email ? [{ type: 'work', address: row.email }] : [],
      phones,
      websites: row.website ? [{ url: row.website }] : [],
      bio: row.bio ?? '',
      published: yes(row.published),
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first] = issue.path
        const field = first === 'emails' ? 'email' : first === 'phones' ? (issue.path[1] === 1 || (issue.path[1] === 0 && !row.phone) ? 'mobile' : 'phone') : first === 'websites' ? 'website' : String(first ?? 'row')
        problems.push({ row: rowNumber, field, message: issue.message })
      }
      return
    }
    const key = parsed.data.key
    const earlier = keysInFile.get(key)
    if (earlier !== undefined) problems.push({ row: rowNumber, field: 'key', message: `"${key}" is the key of row ${earlier} too; give each card its own` })
    else if (taken.keys.has(key)) problems.push({ row: rowNumber, field: 'key', message: `another card of this brand already uses "${key}"` })
    else if (key === taken.slug) problems.push({ row: rowNumber, field: 'key', message: `"${key}" is the address of the brand's business page` })
    keysInFile.set(key, rowNumber)
    // The brand's card template fills what the row leaves empty; a row may not differ where it locks.
    try {
      cards.push(underTemplate(parsed.data, template, true))
    } catch (error) {
      if (!(error instanceof HttpError) || !error.field) throw error
      problems.push({ row: rowNumber, field: error.field, message: error.message.slice(error.field.length + 2) })
    }
  })
  return { rows: body.length, cards, problems }
}
