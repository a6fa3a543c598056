import type { DocumentRenderers } from './render-document'

let loaded: DocumentRenderers = {}

/** The renderers loaded so far; every view shares them, so each part is fetched once per page. */
export function loadedRenderers(): DocumentRenderers {
  return loaded
}

/** Loads what the document needs and is not loaded yet. */
export async function loadRenderers(needs: { formula: boolean; code: boolean }): Promise<DocumentRenderers> {
  const [formula, highlight] = await Promise.all([
    needs.formula && !loaded.formula ? import('./browser-formula').then((module) => module.renderFormula) : undefined,
    needs.code && !loaded.highlight ? import('./browser-highlight').then((module) => module.highlightCode) : undefined,
  ])
  loaded = { ...loaded, ...(formula ? { formula } : {}), ...(highlight ? { highlight } : {}) }
  return loaded
}
