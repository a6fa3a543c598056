import { mergeCatalogFiles } from './merge-catalog-files'

/** Every message of the German catalog, as one chunk the app loads when it needs this locale. */
export default mergeCatalogFiles(import.meta.glob<Record<string, string>>('../../i18n/catalogs/de/*.json', { eager: true, import: 'default' }))
