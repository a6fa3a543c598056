import type { CardPageWord } from '../i18n/card-page-words'
import { sentence } from '../lib/forms/sentence'
import { say } from './say'

// The checks of src/domain/lead.ts (leadCreateSchema) without zod, so the card page stays small;
// tests/unit/card-page/lead-checks.test.ts holds both to the same answers. The server checks again.

export type LeadDetails = { name: string; email: string; phone: string; message: string }
export type LeadField = keyof LeadDetails
/** Field → its message, as a sentence about the field ("Name must not be empty."). */
export type LeadProblems = Partial<Record<LeadField, string>>

export const leadFieldNames: readonly LeadField[] = ['name', 'email', 'phone', 'message']

// What a server's message is about: the label's subject, as the app's form says it. The server's
// field messages are worded "{field}: must …" (src/domain/lead.ts).
const subjects: Record<LeadField, string> = { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' }

export const aboutField = (field: LeadField, problem: string) => sentence(`${subjects[field]} ${problem}`)

// zod's own e-mail pattern (z.email()).
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

function problemOf(field: LeadField, raw: string): CardPageWord | null {
  const value = raw.trim()
  switch (field) {
    case 'name':
      if (value.length < 1) return 'nameEmpty'
      if (value.length > 120) return 'nameTooLong'
      if (/[\u0000-\u001f\u007f]/.test(value)) return 'nameOneLine'
      return null
    case 'email':
      if (value.length > 254) return 'emailTooLong'
      return emailPattern.test(value.toLowerCase()) ? null : 'emailInvalid'
    case 'phone':
      if (value === '') return null
      if (value.length > 32) return 'phoneTooLong'
      if (!/^\+?[0-9 ()./-]+$/.test(value)) return 'phoneCharacters'
      if (value.replace(/\D/g, '').length < 3) return 'phoneDigits'
      return null
    case 'message':
      return value.length > 2000 ? 'messageTooLong' : null
  }
}

/** Every field's problem, worded for the person; empty when the details may be sent. */
export function leadProblems(details: LeadDetails): LeadProblems {
  const problems: LeadProblems = {}
  for (const field of leadFieldNames) {
    const problem = problemOf(field, details[field])
    if (problem !== null) problems[field] = say(problem)
  }
  return problems
}

/** The checks of src/domain/lead.ts (visitorVcardSchema) on the text of a chosen .vcf: its problem, or null. */
export function vcardProblem(text: string): string | null {
  if (text.length > 16_000) return say('vcardTooLarge')
  if (!/^\s*BEGIN:VCARD\r?\n[\s\S]*\r?\nEND:VCARD\s*$/i.test(text)) return say('vcardNotCard')
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return say('vcardNotText')
  return null
}
