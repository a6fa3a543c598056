import { parse } from 'csv-parse/sync'
import { cardCreateSchema, type CardCreateParsed } from '../../../src/domain/card'
import { cardImportColumns, maxImportRows, type CardImportResult } from '../../../src/domain/card-import'
import type { CardTemplate } from '../../../src/domain/card-template'
import { slugOf } from '../../../src/domain/slug'
import { defineMessages } from '@formatjs/intl'
import { HttpError, said, type ErrorWords } from '../../http-error'
import { problemText } from '../../../src/i18n/problem-text'
import { sayInEnglish, type Say } from '../../../src/i18n/say'
import { underTemplate } from './card-template'

const words = defineMessages({
  notCsv: { id: 'cardsErrors.importNotCsv', defaultMessage: 'The file is not a readable CSV: {reason}' },
  noPeople: { id: 'cardsErrors.importNoPeople', defaultMessage: 'The file has no people: a header row and at least one row of a person are needed' },
  tooManyPeople: { id: 'cardsErrors.importTooManyPeople', defaultMessage: 'The file has {count} people; at most {maximum} can be imported at once' },
  unknownColumn: { id: 'cardsErrors.importUnknownColumn', defaultMessage: 'is not a column the import reads ({columns})' },
  nameColumnNeeded: { id: 'cardsErrors.importNameColumnNeeded', defaultMessage: 'a {given} or {family} column is needed' },
  keyTwice: { id: 'cardsErrors.importKeyTwice', defaultMessage: '"{key}" is the key of row {row} too; give each card its own' },
  keyTaken: { id: 'cardsErrors.importKeyTaken', defaultMessage: 'another card of this brand already uses "{key}"' },
  keyIsBusinessPage: { id: 'cardsErrors.importKeyIsBusinessPage', defaultMessage: '"{key}" is the address of the brand\'s business page' },
})

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
export function checkCardImport(
  csv: string,
  taken: { keys: Set<string>; slug: string },
  template: CardTemplate = { values: {}, locked: [] },
  say: Say = sayInEnglish,
): CheckedImport | { malformed: ErrorWords } {
  let records: string[][]
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: false, trim: true }) as string[][]
  } catch (error) {
    return { malformed: said(words.notCsv, { reason: (error as Error).message.replace(/\s+/g, ' ').slice(0, 200) }) }
  }
  const [header, ...body] = records
  if (!header || body.length === 0) return { malformed: words.noPeople }
  if (body.length > maxImportRows) return { malformed: said(words.tooManyPeople, { count: body.length, maximum: maxImportRows }) }
  const problems: Problem[] = []
  const columns = header.map((name) => name.trim().toLowerCase())
  for (const column of columns) {
    if (!(cardImportColumns as readonly string[]).includes(column)) problems.push({ row: 1, field: column, message: say(words.unknownColumn, { columns: cardImportColumns.join(', ') }) })
  }
  if (!columns.includes('given_name') && !columns.includes('family_name')) problems.push({ row: 1, field: 'given_name', message: say(words.nameColumnNeeded, { given: 'given_name', family: 'family_name' }) })
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
        problems.push({ row: rowNumber, field, message: problemText(say, issue) })
      }
      return
    }
    const key = parsed.data.key
    const earlier = keysInFile.get(key)
    if (earlier !== undefined) problems.push({ row: rowNumber, field: 'key', message: say(words.keyTwice, { key, row: earlier }) })
    else if (taken.keys.has(key)) problems.push({ row: rowNumber, field: 'key', message: say(words.keyTaken, { key }) })
    else if (key === taken.slug) problems.push({ row: rowNumber, field: 'key', message: say(words.keyIsBusinessPage, { key }) })
    keysInFile.set(key, rowNumber)
    // The brand's card template fills what the row leaves empty; a row may not differ where it locks.
    try {
      cards.push(underTemplate(parsed.data, template, true))
    } catch (error) {
      if (!(error instanceof HttpError) || !error.field) throw error
      problems.push({ row: rowNumber, field: error.field, message: error.messageIn(say).slice(error.field.length + 2) })
    }
  })
  return { rows: body.length, cards, problems }
}
