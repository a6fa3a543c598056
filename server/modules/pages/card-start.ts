import { createHash } from 'node:crypto'

/**
 * The card page names no script file in its markup. The build's card.html loads its entry
 * (src/card-page/main.ts) from a module script in the head, with a modulepreload beside it: the
 * browser fetched both while it was still drawing the card, and on a phone's slow network that
 * fetch came before the first paint (Lighthouse's simulation put the card's first paint about
 * 300 ms after its static copy's). In their place the page gets one small inline script, at the
 * end of its body, that fetches the entry once the page has loaded, photo included, and the frame
 * that shows it has been painted; until then it keeps the browser's offer to install, which may
 * come first, and hands it to the entry (`marqueCardStart`).
 */
const startId = 'card-page-start'

const entryScript = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/
const modulePreload = /<link rel="modulepreload"[^>]*>\s*/g

const startScript = (entry: string) =>
  `(()=>{let offer=null;const keep=e=>{e.preventDefault();offer=e};addEventListener('beforeinstallprompt',keep);` +
  `window.marqueCardStart=()=>{removeEventListener('beforeinstallprompt',keep);return offer};` +
  `const start=()=>requestAnimationFrame(()=>setTimeout(()=>{const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.append(s)}));` +
  `document.readyState==='complete'?start():addEventListener('load',start,{once:true})})()`

/**
 * The card page's template (the build's card.html, its nonce marks taken out) with its entry
 * started after the first paint. A template without the build's entry tag is returned as it is.
 */
export function withStartAfterPaint(template: string): string {
  const entry = entryScript.exec(template)?.[1]
  if (!entry || !template.includes('</body>')) return template
  return template
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace('</body>', () => `<script id="${startId}">${startScript(entry)}</script></body>`)
}

const startElement = new RegExp(`<script id="${startId}">([\\s\\S]*?)</script>`)
let known: { template: string; sources: string[] } | null = null

/**
 * The policy's source for the template's start script (`'sha256-…'`), read from the template
 * alone: what a page adds to it (a card's text, always escaped) never becomes a script the
 * policy allows.
 */
export function startScriptSources(template: string): string[] {
  if (known?.template !== template) {
    const text = startElement.exec(template)?.[1]
    known = { template, sources: text === undefined ? [] : [`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`] }
  }
  return known.sources
}
