// ESLint rule `marque/no-text-in-errors`: an error the API answers with is read by a person in
// their language, so its words are a message of the catalog, not a string. It flags a string or a
// template with a word in it given as the words of `new HttpError(status, words)`, of
// `badRequest`, `unauthorized`, `forbidden`, `notFound`, `tooManyRequests`, `conflict` (their
// first argument) and of `fieldError(field, words)`.
const firstArgument = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'tooManyRequests', 'conflict', 'gone'])
const secondArgument = new Set(['fieldError', 'HttpError'])
const hasWord = (text) => /\p{L}{2,}/u.test(text)

function wordsArgument(node) {
  const callee = node.callee
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : ''
  if (firstArgument.has(name)) return node.arguments[0]
  if (secondArgument.has(name)) return node.arguments[1]
  return undefined
}

function isText(argument) {
  if (!argument) return false
  if (argument.type === 'Literal') return typeof argument.value === 'string' && hasWord(argument.value)
  if (argument.type === 'TemplateLiteral') return argument.quasis.some((quasi) => hasWord(quasi.value.cooked ?? ''))
  if (argument.type === 'ConditionalExpression') return isText(argument.consequent) || isText(argument.alternate)
  if (argument.type === 'BinaryExpression' && argument.operator === '+') return isText(argument.left) || isText(argument.right)
  return false
}

export const noTextInErrors = {
  meta: {
    type: 'problem',
    docs: { description: "An API error's words come from the message catalog, said in the requester's language." },
    messages: { text: "An error's words belong in the message catalog: give a message (defineMessages) or said(message, values) instead of a string." },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const argument = wordsArgument(node)
      if (isText(argument)) context.report({ node: argument, messageId: 'text' })
    }
    return { CallExpression: check, NewExpression: check }
  },
}
