// Loaded only when a document shows code in a known language: highlight.js and its theme stay
// out of every other page.
import 'highlight.js/styles/github.min.css'

export { highlightCode } from './highlight-code'
