import { mergeCatalogFiles } from './merge-catalog-files'

/** Every message of the English catalog, as one chunk the app loads when it needs this locale. */
export default mergeCatalogFiles(import.meta.glob<Record<string, string>>('../../i18n/catalogs/en/*.json', { eager: true, import: 'default' }))
