import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '../../src/i18n/locales'
import { projectRoot } from '../project-root'

const catalogsFolder = path.join(projectRoot, 'src/i18n/catalogs')
const loaded = new Map<Locale, Record<string, string>>()

/** A locale's whole catalog (every area's file of src/i18n/catalogs/{locale}/), read once. */
export function catalogOf(locale: Locale): Record<string, string> {
  let catalog = loaded.get(locale)
  if (!catalog) {
    const folder = path.join(catalogsFolder, locale)
    const files = readdirSync(folder).filter((name) => name.endsWith('.json')).sort()
    catalog = Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Record<string, string>))
    loaded.set(locale, catalog!)
  }
  return catalog!
}
