// The server's convention for modules: each folder of server/modules/ is one part of the product;
// its public.ts is all that other modules may import of it; server/modules/index.ts, the module
// list, imports each module's module.ts; infrastructure knows no module.
import { readdirSync } from 'node:fs'
import path from 'node:path'

const modulesFolder = 'server/modules/'
export const moduleList = 'server/modules/index.ts'
const infrastructure = ['server/db/', 'server/jobs/', 'server/access/', 'server/mail/', 'server/app-context.ts', 'server/module-definition.ts']

/** The module a file belongs to (`server/modules/cards/x.ts` → `cards`), or undefined. */
export function moduleOf(file) {
  if (!file.startsWith(modulesFolder)) return undefined
  const rest = file.slice(modulesFolder.length)
  const slash = rest.indexOf('/')
  return slash === -1 ? undefined : rest.slice(0, slash)
}

export const publicFileOf = (name) => `${modulesFolder}${name}/public.ts`
export const definitionFileOf = (name) => `${modulesFolder}${name}/module.ts`

/** Every folder under server/modules/, by name. */
export function moduleFolders(root) {
  try {
    return readdirSync(path.join(root, modulesFolder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  } catch (error) {
    if (error.code === 'ENOENT') return []
    throw error
  }
}

export const isInfrastructure = (file) => infrastructure.some((part) => (part.endsWith('/') ? file.startsWith(part) : file === part))
export const isUnderModules = (file) => file.startsWith(modulesFolder)
