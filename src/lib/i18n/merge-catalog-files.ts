/** A locale's area files (`{id: message}` each) as one catalog. */
export const mergeCatalogFiles = (files: Record<string, Record<string, string>>): Record<string, string> => Object.assign({}, ...Object.values(files))
