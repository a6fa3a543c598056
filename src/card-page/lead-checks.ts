import { sentence } from '../lib/forms/sentence'

// The checks of src/domain/lead.ts (leadCreateSchema) without zod, so the card page stays small;
// tests/unit/card-page/lead-checks.test.ts holds both to the same answers. The server checks again.

export type LeadDetails = { name: string; email: string; phone: string; message: string }
export type LeadField = keyof LeadDetails
/** Field → its message, as a sentence about the field ("Name must not be empty."). */
export type LeadProblems = Partial<Record<LeadField, string>>

export const leadFieldNames: readonly LeadField[] = ['name', 'email', 'phone', 'message']

// What a message is about: the label's subject, as the app's form says it.
const subjects: Record<LeadField, string> = { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' }

export const aboutField = (field: LeadField, problem: string) => sentence(`${subjects[field]} ${problem}`)

// zod's own e-mail pattern (z.email()).
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

function problemOf(field: LeadField, raw: string): string | null {
  const value = raw.trim()
  switch (field) {
    case 'name':
      if (value.length < 1) return 'must not be empty'
      if (value.length > 120) return 'must be at most 120 characters'
      if (/[\u0000-\u001f\u007f]/.test(value)) return 'must be one line, with no control characters'
      return null
    case 'email':
      if (value.length > 254) return 'must be at most 254 characters'
      return emailPattern.test(value.toLowerCase()) ? null : 'must be an e-mail address such as name@example.com'
    case 'phone':
      if (value === '') return null
      if (value.length > 32) return 'must be at most 32 characters'
      if (!/^\+?[0-9 ()./-]+$/.test(value)) return 'may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958'
      if (value.replace(/\D/g, '').length < 3) return 'must hold at least 3 digits'
      return null
    case 'message':
      return value.length > 2000 ? 'must be at most 2000 characters' : null
  }
}

/** Every field's problem, worded for the person; empty when the details may be sent. */
export function leadProblems(details: LeadDetails): LeadProblems {
  const problems: LeadProblems = {}
  for (const field of leadFieldNames) {
    const problem = problemOf(field, details[field])
    if (problem !== null) problems[field] = aboutField(field, problem)
  }
  return problems
}

/** The checks of src/domain/lead.ts (visitorVcardSchema) on the text of a chosen .vcf: its problem, or null. */
export function vcardProblem(text: string): string | null {
  if (text.length > 16_000) return 'must be at most 16 KB; leave the photo out of the card'
  if (!/^\s*BEGIN:VCARD\r?\n[\s\S]*\r?\nEND:VCARD\s*$/i.test(text)) return 'must be a contact card (a .vcf file)'
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return 'must be a text file'
  return null
}
