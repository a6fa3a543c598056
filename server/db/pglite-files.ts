import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

type PgliteFiles = { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }

let files: Promise<PgliteFiles> | undefined

/**
 * PGlite's WebAssembly, compiled once, and its file-system bundle, read once, for every database
 * the process opens. Left to itself, PGlite reads both (15 MB) and compiles the WebAssembly anew for
 * each database it opens: the test suite, which opens one for each test, now does it once per worker.
 */
export function pgliteFiles(): Promise<PgliteFiles> {
  files ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
    const [wasm, bundle] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))])
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) }
  })()
  // A failure is not kept: PGlite's own error shows when the database is opened.
  files.catch(() => (files = undefined))
  return files
}
