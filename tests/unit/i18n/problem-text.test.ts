// @vitest-environment node
import { createIntl } from '@formatjs/intl'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import english from '../../../src/i18n/catalogs/en/problems.json'
import german from '../../../src/i18n/catalogs/de/problems.json'
import arabic from '../../../src/i18n/catalogs/ar/problems.json'
import { appointmentTypeInputSchema, slotQuerySchema, timeZoneSchema } from '../../../src/domain/appointment'
import { brandUpdateSchema } from '../../../src/domain/brand-identity'
import { cardKeySchema } from '../../../src/domain/card'
import { cardMessengerSchema } from '../../../src/domain/contact-details'
import { problemText, type CheckIssue } from '../../../src/i18n/problem-text'
import type { Say } from '../../../src/i18n/say'

const catalogs = { en: english, de: german, ar: arabic } as Record<'en' | 'de' | 'ar', Record<string, string>>
type Locale = keyof typeof catalogs

/** A reader's `say`, as the app's react-intl gives it: the locale's catalog, the code's English when a message is missing. */
const sayIn = (locale: Locale): Say => createIntl({ locale, messages: catalogs[locale], onError: () => undefined }).formatMessage as Say

/** What the catalog file of a locale says for an id, with its values. */
const fromCatalog = (locale: Locale, id: string, values: Record<string, string | number> = {}) => String(new IntlMessageFormat(catalogs[locale][id]!, locale).format(values))

/** The first problem a schema finds with a value, said to a reader of the locale. */
function problemOf(schema: z.ZodType, value: unknown, locale: Locale): string {
  const parsed = schema.safeParse(value)
  if (parsed.success) throw new Error('the value passed its checks')
  return problemText(sayIn(locale), parsed.error.issues[0] as CheckIssue)
}

const appointmentType = {
  title: 'Intro call',
  duration_minutes: 30,
  location: { kind: 'phone', phone: '+49 30 1234567' },
  time_zone: 'Europe/Berlin',
  weekly: {},
}

describe("a check's problem in the reader's language", () => {
  it('says a named problem of a domain schema in English, German and Arabic', () => {
    expect(problemOf(timeZoneSchema, 'Mars/Olympus_Mons', 'en')).toBe('must be a time zone such as Europe/Berlin')
    expect(problemOf(timeZoneSchema, 'Mars/Olympus_Mons', 'de')).toBe(fromCatalog('de', 'problems.timeZone'))
    expect(problemOf(timeZoneSchema, 'Mars/Olympus_Mons', 'de')).toBe('muss eine Zeitzone wie Europe/Berlin sein')
    expect(problemOf(timeZoneSchema, 'Mars/Olympus_Mons', 'ar')).toBe(fromCatalog('ar', 'problems.timeZone'))

    const whatsapp = { app: 'whatsapp', handle: '030 1234567' }
    expect(problemOf(cardMessengerSchema, whatsapp, 'en')).toBe('must start with + and the country code, such as +44 7700 900123')
    expect(problemOf(cardMessengerSchema, whatsapp, 'de')).toBe('muss mit + und der Ländervorwahl beginnen, etwa +44 7700 900123')
    expect(problemOf(cardMessengerSchema, whatsapp, 'ar')).toBe(fromCatalog('ar', 'problems.messengerNumber'))
  })

  it('says a named problem with its values: a refinement’s params, a limit of the check', () => {
    const tooLong = { from: '2027-01-01', to: '2027-04-01', time_zone: 'Europe/Berlin' }
    expect(problemOf(slotQuerySchema, tooLong, 'en')).toBe('must be at most 62 days after from')
    expect(problemOf(slotQuerySchema, tooLong, 'de')).toBe('darf höchstens 62 Tage nach dem Anfangstag liegen')
    expect(problemOf(slotQuerySchema, tooLong, 'ar')).toBe(fromCatalog('ar', 'problems.daysAfterFrom', { days: 62 }))

    expect(problemOf(cardKeySchema, 'Ada Lovelace!', 'en')).toBe('may hold only letters a-z, digits and single hyphens between them, such as ada-lovelace')
    expect(problemOf(cardKeySchema, 'Ada Lovelace!', 'de')).toBe(fromCatalog('de', 'problems.addressWord', { example: 'ada-lovelace' }))
    expect(problemOf(cardKeySchema, 'Ada Lovelace!', 'de')).toMatch(/^darf nur Buchstaben a-z, .* etwa ada-lovelace$/)
    expect(problemOf(cardKeySchema, 'Ada Lovelace!', 'ar')).toBe(fromCatalog('ar', 'problems.addressWord', { example: 'ada-lovelace' }))

    const tooShort = { ...appointmentType, duration_minutes: 2 }
    expect(problemOf(appointmentTypeInputSchema, tooShort, 'en')).toBe('must be at least 5 minutes')
    expect(problemOf(appointmentTypeInputSchema, tooShort, 'de')).toBe('muss mindestens 5 Minuten betragen')
    expect(problemOf(appointmentTypeInputSchema, tooShort, 'ar')).toBe(fromCatalog('ar', 'problems.minutesAtLeast', { minimum: 5 }))
  })

  it("says a check's own kind where the schema names no problem", () => {
    const longName = { name: 'n'.repeat(121) }
    expect(problemOf(brandUpdateSchema, longName, 'en')).toBe('must be at most 120 characters')
    expect(problemOf(brandUpdateSchema, longName, 'de')).toBe('darf höchstens 120 Zeichen lang sein')
    expect(problemOf(brandUpdateSchema, longName, 'ar')).toBe(fromCatalog('ar', 'problems.check.tooLongText', { maximum: 120 }))

    expect(problemOf(brandUpdateSchema, { name: '  ' }, 'en')).toBe('must not be empty')
    expect(problemOf(brandUpdateSchema, { name: '  ' }, 'de')).toBe('darf nicht leer sein')
    expect(problemOf(brandUpdateSchema, { name: '  ' }, 'ar')).toBe(fromCatalog('ar', 'problems.check.empty'))
  })

  it('never shows a German reader the English a schema wrote itself', () => {
    const schema = z.object({
      nickname: z.string().max(3, 'must be short, like "abc"'),
      colour: z.enum(['red', 'green'], { error: 'must be red or green' }),
    })
    const parsed = schema.safeParse({ nickname: 'abcdef', colour: 'blue' })
    expect(parsed.success).toBe(false)
    const said = parsed.error!.issues.map((issue) => problemText(sayIn('de'), issue as CheckIssue))
    expect(said).toEqual(['darf höchstens 3 Zeichen lang sein', 'muss einer dieser Werte sein: red, green'])
    expect(said.join(' ')).not.toMatch(/must|short/)
  })

  it('has German and Arabic words for every problem, the German never the English', () => {
    const ids = Object.keys(english)
    expect(ids.filter((id) => !(id in german))).toEqual([])
    expect(ids.filter((id) => !(id in arabic))).toEqual([])
    expect(ids.filter((id) => german[id as keyof typeof german] === english[id as keyof typeof english])).toEqual([])
  })
})
