// What other modules may use of the pages module.
export { builtFile } from './built-file'
export { cachedPageOf, sendCachedPage } from './cached-page'
export { logoWidthOf, readLandingTemplate, sitePageHtml } from './landing-page'
export { richTextRendererFor } from './rich-text-renderer'
