import { readFileSync } from 'node:fs'
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
    // Read at once (about 20 ms), so the compiling starts now, on a V8 worker thread, however long
    // this thread stays busy before its next turn (`npm start` asks for it before loading the server).
    const compiling = WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm')))
    const bundle = readFileSync(path.join(dist, 'pglite.data'))
    return { pgliteWasmModule: await compiling, fsBundle: new Blob([bundle]) }
  })()
  // A failure is not kept: PGlite's own error shows when the database is opened.
  files.catch(() => (files = undefined))
  return files
}
