// ESLint rule `marque/no-text-in-markup`: the server's drawn pages and mails hold no words a person
// reads; every such word is a message of the catalog (src/i18n/catalogs/). It flags a string or
// template whose text outside HTML tags has two words in a row ("Exchange contact"), and any
// aria-label, alt, title or placeholder attribute written with a word in it. Strings that are a
// message's own English (`defaultMessage`, `description`), imports and log lines are not text
// shown to a reader. With `{ markup: true }` (the drawn pages) only strings that hold markup are
// read, so a stylesheet, a script or an API error beside the page is left alone; a mail's every
// string is read, as its subject and text part have no tags.
const wordPair = /\p{L}{2,}[\s\u00a0]+\p{L}{2,}/u
const readAttribute = /\b(?:aria-label|alt|title|placeholder)="([^"]*)"/gu
const messageKeys = new Set(['defaultMessage', 'description', 'id'])

const hasMarkup = (text) => /<\/?[a-z][a-z0-9-]*[\s>/]/i.test(text)

function shownText(text) {
  const outsideTags = text
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^[^<]*>/, ' ')
    .replace(/<[^>]*$/, ' ')
    .replace(/[\w:-]+="[^"]*"/g, ' ')
  if (wordPair.test(outsideTags)) return true
  for (const match of text.matchAll(readAttribute)) if (/\p{L}{2,}/u.test(match[1])) return true
  return false
}

function isExempt(node) {
  const parent = node.parent
  if (!parent) return false
  if (parent.type === 'ImportDeclaration' || parent.type === 'ExportAllDeclaration' || parent.type === 'ExportNamedDeclaration') return true
  if (parent.type === 'ImportExpression') return true
  if (parent.type === 'Property' && parent.value === node && messageKeys.has(parent.key.name ?? parent.key.value)) return true
  if (parent.type === 'Property' && parent.key === node) return true
  if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression') {
    const method = parent.callee.property.name
    const object = parent.callee.object
    const objectName = object.type === 'Identifier' ? object.name : object.type === 'MemberExpression' ? object.property.name : ''
    if (['log', 'logger', 'console'].includes(objectName) && ['info', 'warn', 'error', 'debug', 'trace', 'fatal', 'log'].includes(method)) return true
  }
  if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'Error') return true
  if (parent.type === 'TSLiteralType') return true
  return false
}

export const noTextInMarkup = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a person reads in a drawn page or a mail come from the message catalog.' },
    messages: { text: 'Words a reader sees belong in the message catalog: use a message (intl.formatMessage) instead of "{{text}}".' },
    schema: [{ type: 'object', properties: { markup: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const markupOnly = context.options[0]?.markup === true
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } })
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || isExempt(node) || (markupOnly && !hasMarkup(node.value))) return
        if (shownText(node.value)) report(node, node.value)
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression' && node.parent.tag.name === 'sql') return
        if (isExempt(node)) return
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')
        if (markupOnly && !hasMarkup(text)) return
        if (node.quasis.some((quasi) => shownText(quasi.value.cooked ?? ''))) report(node, text)
      },
    }
  },
}
