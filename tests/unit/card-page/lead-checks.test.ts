// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { leadCreateSchema, visitorVcardSchema } from '../../../src/domain/lead'
import { leadProblems, vcardProblem, type LeadDetails } from '../../../src/card-page/lead-checks'
import { sentence } from '../../../src/lib/forms/sentence'
import { problemText, type CheckIssue } from '../../../src/i18n/problem-text'
import { sayInEnglish } from '../../../src/i18n/say'

const said = (issue: unknown) => problemText(sayInEnglish, issue as CheckIssue)

const valid: LeadDetails = { name: 'Priya Raman', email: 'priya@example.org', phone: '+44 20 7946 0001', message: 'Hello' }

/** The schema's verdict, worded as the app's form words it ("Name must not be empty."). */
function schemaProblems(details: LeadDetails): Record<string, string> {
  const parsed = leadCreateSchema.omit({ guest_id: true, vcard: true }).safeParse(details)
  if (parsed.success) return {}
  const subjects: Record<string, string> = { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' }
  const problems: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0])
    problems[field] ??= `${subjects[field]} ${said(issue)}.`
  }
  return problems
}

// The card page checks a lead without zod; it must say what the schema says, field by field.
const cases: [string, Partial<LeadDetails>][] = [
  ['all filled in', {}],
  ['no phone or message', { phone: '', message: '' }],
  ['an empty name', { name: '' }],
  ['a name of spaces', { name: '   ' }],
  ['a name of 121 characters', { name: 'a'.repeat(121) }],
  ['a name of 120 characters', { name: 'a'.repeat(120) }],
  ['a name over two lines', { name: 'Priya\nRaman' }],
  ['no e-mail', { email: '' }],
  ['an e-mail with no domain', { email: 'priya@example' }],
  ['an e-mail in capitals with spaces', { email: '  PRIYA@Example.ORG ' }],
  ['an e-mail with two dots', { email: 'priya..raman@example.org' }],
  ['letters in the phone', { phone: 'call me' }],
  ['a phone of two digits', { phone: '12' }],
  ['a phone of 33 characters', { phone: '1'.repeat(33) }],
  ['a message of 2001 characters', { message: 'm'.repeat(2001) }],
  ['everything wrong', { name: '', email: 'x', phone: 'x', message: 'm'.repeat(2001) }],
]

describe("the card page's lead checks", () => {
  it.each(cases)('agree with the lead schema for %s', (_what, change) => {
    const details = { ...valid, ...change }
    expect(leadProblems(details)).toEqual(schemaProblems(details))
  })

  it('name the problem of each field the person can act on', () => {
    expect(leadProblems({ name: '', email: 'x', phone: '', message: '' })).toEqual({
      name: 'Name must not be empty.',
      email: 'E-mail must be an e-mail address such as name@example.com.',
    })
  })
})

describe("the card page's check of a visitor's own .vcf", () => {
  const card = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Priya Raman\r\nEND:VCARD\r\n'
  it.each([
    ['a contact card', card],
    ['a card in lower case with plain line ends', card.toLowerCase().replaceAll('\r\n', '\n')],
    ['a letter', 'Dear owner'],
    ['a card with no end', 'BEGIN:VCARD\r\nFN:Priya\r\n'],
    ['a card of 16,001 characters', `BEGIN:VCARD\r\nNOTE:${'n'.repeat(15_980)}\r\nEND:VCARD`],
    ['a card with a control character', 'BEGIN:VCARD\r\nFN:Pri\u0007ya\r\nEND:VCARD'],
  ])('says what the schema says of %s', (_what, text) => {
    const parsed = visitorVcardSchema.safeParse(text)
    // The page words it about the file: "The file must be a text file."
    expect(vcardProblem(text)).toBe(parsed.success ? null : sentence(`The file ${said(parsed.error.issues[0])}`))
  })
})
