// Loaded by RichTextView only when a document shows a formula: KaTeX, its stylesheet and fonts
// stay out of every other page.
import 'katex/dist/katex.min.css'

export { renderFormula } from './render-formula'
