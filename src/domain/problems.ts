import { defineMessages } from '../i18n/define-messages'

/**
 * The problems a schema names in its own words, beyond a check's kind (too long, not an e-mail
 * address: src/i18n/problem-text.ts says those). A schema gives the name, `problem('timeZone')`, as
 * its check's message; the server's error answers and the forms say it in the reader's language,
 * with the check's values (a refinement's `params`, a limit's `maximum`).
 */
const words = defineMessages({
  timeZone: { id: 'problems.timeZone', defaultMessage: 'must be a time zone such as Europe/Berlin' },
  oneLine: { id: 'problems.oneLine', defaultMessage: 'must be one line, with no control characters' },
  phoneCharacters: { id: 'problems.phoneCharacters', defaultMessage: 'may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958' },
  phoneDigits: { id: 'problems.phoneDigits', defaultMessage: 'must hold at least {minimum, plural, one {# digit} other {# digits}}' },
  httpAddress: { id: 'problems.httpAddress', defaultMessage: 'must be an http(s) address such as https://example.com' },
  httpsAddress: { id: 'problems.httpsAddress', defaultMessage: 'must be an https:// address' },
  telegramHandle: { id: 'problems.telegramHandle', defaultMessage: 'must be a Telegram username of 5 to 32 letters, digits and _, such as @ana_ruiz' },
  messengerNumber: { id: 'problems.messengerNumber', defaultMessage: 'must start with + and the country code, such as +44 7700 900123' },
  addressWord: { id: 'problems.addressWord', defaultMessage: 'may hold only letters a-z, digits and single hyphens between them, such as {example}' },
  cardWordReserved: { id: 'problems.cardWordReserved', defaultMessage: 'is a word the site keeps for itself; choose another' },
  pageWordReserved: { id: 'problems.pageWordReserved', defaultMessage: 'is a word the site uses for its own pages; choose another' },
  blockLink: { id: 'problems.blockLink', defaultMessage: 'must be an address on this site (starting with /), or an http(s), mailto or tel address' },
  blockId: { id: 'problems.blockId', defaultMessage: 'must be 1 to 40 letters, digits, - or _' },
  uploadedImage: { id: 'problems.uploadedImage', defaultMessage: 'must be the id of an uploaded image' },
  brandVideo: { id: 'problems.brandVideo', defaultMessage: 'must be the id of one of the brand’s videos; choose one' },
  brandAppointmentType: { id: 'problems.brandAppointmentType', defaultMessage: 'must be the id of one of the brand’s appointment types; choose one' },
  brandPerson: { id: 'problems.brandPerson', defaultMessage: 'must be the id of one of the brand’s people' },
  altText: { id: 'problems.altText', defaultMessage: 'must describe the image for people who cannot see it' },
  person: { id: 'problems.person', defaultMessage: 'must be the id of a person' },
  cardImage: { id: 'problems.cardImage', defaultMessage: 'must be the id of an image uploaded for this card' },
  photoOnlyNull: { id: 'problems.photoOnlyNull', defaultMessage: 'may only be null, which takes the photo away; a new photo is sent to …/photo' },
  cardName: { id: 'problems.cardName', defaultMessage: 'a card needs a given or a family name' },
  eachFieldOnce: { id: 'problems.eachFieldOnce', defaultMessage: 'must name each field once' },
  lockedWithoutValue: { id: 'problems.lockedWithoutValue', defaultMessage: 'must have a value in the template to lock {field}' },
  defaultLanguageOffered: { id: 'problems.defaultLanguageOffered', defaultMessage: 'must include the default language' },
  eachLanguageOnce: { id: 'problems.eachLanguageOnce', defaultMessage: 'must name each language once' },
  loginCode: { id: 'problems.loginCode', defaultMessage: 'must be the 6 digits from the e-mail' },
  pushKey: { id: 'problems.pushKey', defaultMessage: "must be the browser's P-256 public key (65 bytes, base64url)" },
  pushAuth: { id: 'problems.pushAuth', defaultMessage: 'must be the 16-byte auth secret, base64url' },
  pushService: { id: 'problems.pushService', defaultMessage: 'must be the address of a push service' },
  hexColour: { id: 'problems.hexColour', defaultMessage: 'must be a hex colour such as #1a73e8' },
  navTarget: { id: 'problems.navTarget', defaultMessage: 'must start with / or http(s)://' },
  hostName: { id: 'problems.hostName', defaultMessage: 'must be a host name alone, such as cards.example.com (no https://, port or path)' },
  languageTag: { id: 'problems.languageTag', defaultMessage: 'must be a language tag such as en, de or pt-BR' },
  site: { id: 'problems.site', defaultMessage: 'must be the id of a site' },
  contactCardSize: { id: 'problems.contactCardSize', defaultMessage: 'must be at most {kilobytes, number} KB; leave the photo out of the card' },
  contactCard: { id: 'problems.contactCard', defaultMessage: 'must be a contact card (a .vcf file)' },
  textFile: { id: 'problems.textFile', defaultMessage: 'must be a text file' },
  guest: { id: 'problems.guest', defaultMessage: 'must be the role_id of a guest' },
  pageNumber: { id: 'problems.pageNumber', defaultMessage: 'must be a page number' },
  csvSize: { id: 'problems.csvSize', defaultMessage: 'must be at most {megabytes, number} MB' },
  clockTime: { id: 'problems.clockTime', defaultMessage: 'must be a time of day as HH:MM, such as 09:00' },
  endAfterStart: { id: 'problems.endAfterStart', defaultMessage: 'must end after it starts' },
  questionId: { id: 'problems.questionId', defaultMessage: 'must be lower-case letters, digits and dashes' },
  notBeforeFrom: { id: 'problems.notBeforeFrom', defaultMessage: 'must not be before from' },
  daysAfterFrom: { id: 'problems.daysAfterFrom', defaultMessage: 'must be at most {days, number} days after from' },
  linkCode: { id: 'problems.linkCode', defaultMessage: 'must be the code from the link in your mail' },
  minutes: { id: 'problems.minutes', defaultMessage: 'must be a number of minutes' },
  wholeMinutes: { id: 'problems.wholeMinutes', defaultMessage: 'must be a whole number of minutes' },
  minutesAtLeast: { id: 'problems.minutesAtLeast', defaultMessage: 'must be at least {minimum, plural, one {# minute} other {# minutes}}' },
  minutesAtMost: { id: 'problems.minutesAtMost', defaultMessage: 'must be at most {maximum, plural, one {# minute} other {# minutes}}' },
  days: { id: 'problems.days', defaultMessage: 'must be a number of days' },
  wholeDays: { id: 'problems.wholeDays', defaultMessage: 'must be a whole number of days' },
  daysAtLeast: { id: 'problems.daysAtLeast', defaultMessage: 'must be at least {minimum, plural, one {# day} other {# days}}' },
  daysAtMost: { id: 'problems.daysAtMost', defaultMessage: 'must be at most {maximum, plural, one {# day} other {# days}}' },
  bookings: { id: 'problems.bookings', defaultMessage: 'must be a number of bookings' },
  wholeBookings: { id: 'problems.wholeBookings', defaultMessage: 'must be a whole number of bookings' },
  bookingsAtLeast: { id: 'problems.bookingsAtLeast', defaultMessage: 'must be at least {minimum, plural, one {# booking} other {# bookings}}' },
  bookingsAtMost: { id: 'problems.bookingsAtMost', defaultMessage: 'must be at most {maximum, plural, one {# booking} other {# bookings}}' },
  // Invoices
  countryCode: { id: 'problems.countryCode', defaultMessage: 'must be a two-letter country code such as DE or GB' },
  calendarDay: { id: 'problems.calendarDay', defaultMessage: 'must be a day written as YYYY-MM-DD, such as 2026-12-07' },
  dueNotBeforeIssue: { id: 'problems.dueNotBeforeIssue', defaultMessage: 'must not be before the issue date' },
  brandClient: { id: 'problems.brandClient', defaultMessage: 'must be the id of one of the brand’s clients; choose one' },
  // Images
  renditionWidth: { id: 'problems.renditionWidth', defaultMessage: 'must be one of the offered widths: {widths}' },
  // Money
  quantity: { id: 'problems.quantity', defaultMessage: 'must be a number above 0 and at most 1000000, with at most 4 decimals, such as 1.5' },
  percent: { id: 'problems.percent', defaultMessage: 'must be a percentage from 0 to 100 with at most 3 decimals, such as 19 or 7.5' },
  minorUnits: { id: 'problems.minorUnits', defaultMessage: 'must be a whole number of the currency’s smallest unit, such as cents' },
  taxFitsCategory: { id: 'problems.taxFitsCategory', defaultMessage: 'must fit its tax category: 0 for zero-rated, exempt and reverse-charge taxes, more than 0 for a standard rate' },
  taxRepeated: { id: 'problems.taxRepeated', defaultMessage: 'must not list the same tax twice on one line' },
  cashStep: { id: 'problems.cashStep', defaultMessage: 'must be a step of more than 0 of the currency’s smallest unit' },
  notNegative: { id: 'problems.notNegative', defaultMessage: 'must not be negative' },
  amountsTooLarge: { id: 'problems.amountsTooLarge', defaultMessage: 'add up to more than one document can hold; split them over several' },
  taxNamedTwice: { id: 'problems.taxNamedTwice', defaultMessage: 'must give each tax rate one name across the document' },
})

export type ProblemName = keyof typeof words

/** The named problems by the message a check carries (the problem's id). */
export const problemWords: Readonly<Record<string, { id: string; defaultMessage: string }>> = Object.fromEntries(Object.values(words).map((message) => [message.id, message]))

/** A check's message that names one of these problems. */
export const problem = (name: ProblemName): string => words[name].id
