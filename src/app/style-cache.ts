import createCache, { type EmotionCache } from '@emotion/cache'

/**
 * Chakra's styles are <style> elements that Emotion inserts as components first render. The page's
 * Content-Security-Policy lets in only those that carry the nonce the server sent this page with,
 * which the page holds in <meta property="csp-nonce"> (the browser hides it from attributes: the
 * property still reads it). Without that meta tag (tests, `npm run dev`) styles carry no nonce.
 */
export function createStyleCache(): EmotionCache {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) })
}
