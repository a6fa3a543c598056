/**
 * Named references that decode to ASCII, which is all a URL scheme and its separators are made of
 * (`&fjlig;` is the only one that gives letters; names are matched in any case). Browsers know many
 * more, but those decode to characters outside ASCII or to punctuation, which cannot form a scheme.
 */
const namedReferences = new Map(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    colon: ':',
    semi: ';',
    tab: '\t',
    newline: '\n',
    nbsp: '\u00a0',
    sol: '/',
    bsol: '\\',
    lpar: '(',
    rpar: ')',
    period: '.',
    excl: '!',
    num: '#',
    percnt: '%',
    equals: '=',
    comma: ',',
    quest: '?',
    commat: '@',
    lowbar: '_',
    plus: '+',
    dollar: '$',
    ast: '*',
    grave: '`',
    fjlig: 'fj',
    verbar: '|',
    vert: '|',
    lsqb: '[',
    rsqb: ']',
    lcub: '{',
    rcub: '}',
    hat: '^',
  }),
)

// Browsers accept numeric references without the closing semicolon and with any number of zeros.
const reference = /&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z]+);?)/gi

function fromDigits(digits: string, radix: number): string {
  const significant = digits.replace(/^0+/, '')
  if (significant.length > 8) return '\ufffd'
  const codePoint = significant === '' ? 0 : Number.parseInt(significant, radix)
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(codePoint)
}

/** Decodes character references the way an HTML attribute value would be read. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(reference, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (hex !== undefined) return fromDigits(hex, 16)
    if (decimal !== undefined) return fromDigits(decimal, 10)
    const named = name === undefined ? undefined : namedReferences.get(name.toLowerCase())
    return named ?? whole
  })
}
