import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own eslint.config.js lints files that exist only in memory, placed where a real
// file of that part of the code base would be.
const root = fileURLToPath(new URL('../..', import.meta.url))

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function rulesFired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

describe('no word a person reads is written outside the catalog', () => {
  it('fires on text and on a label written in JSX, and passes the same component written with messages', async () => {
    const literal = `export function Greeting() {\n  return <p title="A greeting">Hello there</p>\n}\n`
    expect(await rulesFired('src/features/cards/components/greeting.tsx', literal)).toEqual([
      'formatjs/no-literal-string-in-jsx',
      'formatjs/no-literal-string-in-jsx',
    ])
    const translated = [
      "import { FormattedMessage, useIntl } from 'react-intl'",
      'export function Greeting() {',
      '  const intl = useIntl()',
      "  return <p title={intl.formatMessage({ id: 'cards.greeting.title', defaultMessage: 'A greeting' })}><FormattedMessage id=\"cards.greeting.text\" defaultMessage=\"Hello there\" /></p>",
      '}',
      '',
    ].join('\n')
    expect(await rulesFired('src/features/cards/components/greeting.tsx', translated)).toEqual([])
  })

  it("fires on words in the server's page markup and mails, not on markup, messages or logs", async () => {
    const page = "export const part = (name: string) => `<section aria-label=\"Contact details\"><h2>Exchange contact</h2><p>${name}</p></section>`\n"
    expect(await rulesFired('server/modules/pages/part.ts', page)).toEqual(['marque/no-text-in-markup'])
    const mail = "export const subject = (brand: string) => `Your ${brand} sign-in code`\n"
    expect(await rulesFired('server/modules/sessions/greeting-mail.ts', mail)).toEqual(['marque/no-text-in-markup'])
    const clean = [
      "import { defineMessages } from '@formatjs/intl'",
      "const words = defineMessages({ heading: { id: 'cardPage.heading', defaultMessage: 'Exchange contact' } })",
      'export const part = (heading: string) => `<section class="mqc-lead"><h2>${heading}</h2></section>`',
      "export const logged = (log: { info(message: string): void }) => log.info('the page was drawn again')",
      'export { words }',
      '',
    ].join('\n')
    expect(await rulesFired('server/modules/pages/part.ts', clean)).toEqual([])
  })

  it("fires on an API error written as a string, and passes one made of the catalog's messages", async () => {
    const written = [
      "import { fieldError, forbidden, HttpError, notFound } from '../../http-error'",
      "export const gone = () => notFound('No card with this key')",
      'export const taken = (key: string) => fieldError(\'key\', `${key} is taken by another card`)',
      "export const refused = (role: string) => new HttpError(403, role === 'member' ? 'Members may not do this' : 'Not allowed')",
      "export const hidden = forbidden('Only an admin of this site can change its content')",
      '',
    ].join('\n')
    expect(await rulesFired('server/modules/cards/part-routes.ts', written)).toEqual(Array(4).fill('errors/no-text-in-errors'))
    const translated = [
      "import { defineMessages } from '@formatjs/intl'",
      "import { fieldError, notFound, said } from '../../http-error'",
      "const words = defineMessages({ noCard: { id: 'cardsErrors.noCard', defaultMessage: 'No card with this key' }, taken: { id: 'cardsErrors.taken', defaultMessage: '{key} is taken by another card' } })",
      'export const gone = () => notFound(words.noCard)',
      "export const taken = (key: string) => fieldError('key', said(words.taken, { key }))",
      '',
    ].join('\n')
    expect(await rulesFired('server/modules/cards/part-routes.ts', translated)).toEqual([])
  })
})
