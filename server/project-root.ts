import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project's folder: the parent of `server/` when run from the sources (tsx), and of
 * `server-build/` when run built (`npm start`), as both are one level down.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
