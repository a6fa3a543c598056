import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

export type BuildInfo = { id: string; time: number }

/**
 * Emits build-info.json (the build's id and time) and gives the app the same values as
 * __MARQUE_BUILD__, so a running app can tell that a newer build has been deployed.
 */
export function buildInfoPlugin(): Plugin {
  const info: BuildInfo = { id: randomBytes(8).toString('hex'), time: Date.now() }
  return {
    name: 'marque:build-info',
    config() {
      return { define: { __MARQUE_BUILD__: JSON.stringify(info) } }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify(info)}\n` })
    },
  }
}
