import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const compressible = /\.(js|mjs|css|html|svg|json|txt)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed files
 * without compressing on each request (phones on slow networks gain the most).
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'marque:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      async handler() {
        for await (const file of files(outDir)) {
          if (!compressible.test(file) || (await stat(file)).size < 1024) continue
          const bytes = await readFile(file)
          await writeFile(
            `${file}.br`,
            await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          )
          await writeFile(`${file}.gz`, await gzip(bytes, { level: 9 }))
        }
      },
    },
  }
}
