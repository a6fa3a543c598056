import katex from 'katex'
import { maxFormulaLength } from './formula-limits'

/**
 * KaTeX markup for a TeX formula. `trust: false` refuses \href, \url, \includegraphics and the
 * \html* commands; `maxExpand` and `maxSize` bound macro loops and giant boxes; errors render as
 * KaTeX's own escaped error text instead of throwing.
 */
export function renderFormula(tex: string): string | null {
  if (tex.length > maxFormulaLength) return null
  try {
    return katex.renderToString(tex, {
      displayMode: false,
      output: 'htmlAndMathml',
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      maxExpand: 500,
      maxSize: 20,
    })
  } catch {
    // throwOnError only covers parse errors; whatever else KaTeX throws must not break the page.
    return null
  }
}
