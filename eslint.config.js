// One lint for the whole repository: TypeScript's recommended rules, the rules of hooks, accessible
// markup, and the boundaries that keep each part of the app replaceable on its own.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import formatjs from 'eslint-plugin-formatjs'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noTextInMarkup } from './tests/lint/rules/no-text-in-markup.mjs'
import { noTextInErrors } from './tests/lint/rules/no-text-in-errors.mjs'

const root = path.dirname(fileURLToPath(import.meta.url))

// Pieces any part of the app may use; they never reach up into a feature, a route or the shell.
const shared = ['src/components', 'src/lib', 'src/theme', 'src/domain', 'src/i18n', 'src/rich-text', 'src/content-blocks', 'src/config.ts', 'src/types']
const shell = ['src/app', 'src/main.tsx']

// Read at lint time, so a new feature folder is fenced off from the others the day it appears.
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const boundaries = [
  {
    target: shared,
    from: ['src/features', 'src/routes', ...shell],
    message: 'Shared code (components, lib, theme, domain, rich-text, content blocks, config, types) never depends on features, routes or the app shell.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: `A feature stands alone: move what src/features/${feature} needs from another feature into shared code (src/components, src/lib, src/domain).`,
  })),
  {
    target: 'src/features',
    from: ['src/routes', ...shell],
    message: 'A feature never depends on routes or the app shell; they depend on it.',
  },
  {
    target: 'src/routes',
    from: shell,
    message: 'Routes never depend on the app shell; the shell mounts the routes.',
  },
  {
    target: 'server',
    from: 'src',
    // The rich-text and content-block renderers draw the server's pages (the home page, content pages) as the app draws them.
    except: ['./domain', './theme', './i18n', './rich-text/render-document.ts', './rich-text/render-formula.ts', './rich-text/highlight-code.ts', './content-blocks/render-page-blocks.ts', './content-blocks/video-markup.ts', './content-blocks/booking-calendar-markup.ts'],
    message: 'The server shares only the contracts (src/domain), the languages and their catalogs (src/i18n), the brand tokens (src/theme) and the rich-text and content-block renderers with the app.',
  },
  {
    target: 'sw',
    from: 'src',
    except: shared.map((part) => `./${path.relative('src', part)}`),
    message: 'The service worker may use shared code only, never features, routes or the app shell.',
  },
  {
    target: 'src',
    from: 'server',
    message: 'The app talks to the server over HTTP only.',
  },
]

export default tseslint.config(
  {
    // What .gitignore keeps out of the repository, and the route tree the router plugin writes.
    ignores: ['dist/', 'server-build/', 'coverage/', 'data/', 'test-results/', '.tmp/', 'src/route-tree.gen.ts'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // The service worker has a tsconfig of its own (the WebWorker library instead of the DOM).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'sw/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Cycles are not ESLint's: tests/lint/import-graph.mjs finds them over the whole program, type imports included.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Off: the only control characters written into patterns here are the ones hostile input is
      // stripped of (addresses, lead fields, vCard lines), which is exactly what this rule flags.
      'no-control-regex': 'off',
      // Names that start with an underscore are deliberately unused (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['src/**/*.{ts,tsx}'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['src/**/*.tsx'],
  },
  {
    // No word a person reads is written in a component: each is a message of the catalog
    // (src/i18n/catalogs/), in JSX text and in the props that carry words to a reader.
    files: ['src/**/*.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title,alt,loading,offline,of,empty,message,helperText,description,heading,hint,legend,confirmLabel,emptyText,aria-label}']] } }],
    },
  },
  {
    // Every message: an id, its English as a literal, placeholders that match, ICU that parses.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    // The same for the pages the server draws and the mails it sends.
    files: ['server/modules/pages/*.ts', 'server/modules/videos/video-page.ts', 'server/modules/content/content-page.ts'],
    ignores: ['server/modules/pages/*-css.ts'],
    plugins: { marque: { rules: { 'no-text-in-markup': noTextInMarkup } } },
    rules: { 'marque/no-text-in-markup': ['error', { markup: true }] },
  },
  {
    // What an API error says is read in the requester's language.
    files: ['server/**/*.ts'],
    plugins: { errors: { rules: { 'no-text-in-errors': noTextInErrors } } },
    rules: { 'errors/no-text-in-errors': 'error' },
  },
  {
    files: ['server/modules/**/*-mail.ts'],
    plugins: { marque: { rules: { 'no-text-in-markup': noTextInMarkup } } },
    rules: { 'marque/no-text-in-markup': 'error' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Money is whole minor units, worked on through exact decimals (src/domain/money/decimal.ts):
    // a JavaScript multiplication or division, Math.round, parseFloat or toFixed would bring binary
    // floating point, and its drift, into an amount.
    files: ['src/domain/money/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['/', '*', '**', '%'].map((operator) => ({
          selector: `BinaryExpression[operator='${operator}']`,
          message: `No ${operator} on money: use the exact decimals of src/domain/money/decimal.ts.`,
        })),
        { selector: "AssignmentExpression[operator=/^(\\*|\\/|%|\\*\\*)=$/]", message: 'No float arithmetic on money: use the exact decimals of src/domain/money/decimal.ts.' },
        { selector: "MemberExpression[object.name='Math'][property.name='round']", message: 'Round with roundHalfAway (src/domain/money/decimal.ts): a half away from zero, exactly.' },
        { selector: "Identifier[name='parseFloat']", message: 'Read amounts as decimal strings (dec) or with parseMoney, never as floats.' },
        { selector: "MemberExpression[property.name='toFixed']", message: 'Write amounts with formatMoney, never toFixed (it rounds a float).' },
      ],
    },
  },
  {
    files: ['server/**', 'tests/**', 'bench/**', 'build/**', 'scripts/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
