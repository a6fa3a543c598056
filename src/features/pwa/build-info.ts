import { z } from 'zod'

declare const __MARQUE_BUILD__: { id: string; time: number }

export const buildInfoSchema = z.object({ id: z.string().min(1), time: z.number().int().nonnegative() })
export type BuildInfo = z.infer<typeof buildInfoSchema>

/** The build this page was loaded from. */
export const currentBuild: BuildInfo =
  typeof __MARQUE_BUILD__ === 'undefined' ? { id: 'development', time: 0 } : __MARQUE_BUILD__

/** A deployed build is newer when it is another build made later; an older one (a rollback in a cache) is not. */
export function isNewerBuild(current: BuildInfo, deployed: BuildInfo): boolean {
  return deployed.id !== current.id && deployed.time > current.time
}

/**
 * Asks the server which build is deployed. The timestamp query keeps every cache (HTTP and the
 * worker's precache) out of the way. Null when offline or the answer is not build info.
 */
export async function fetchDeployedBuild(fetcher: typeof fetch = fetch, now = Date.now()): Promise<BuildInfo | null> {
  try {
    const response = await fetcher(`/build-info.json?t=${now}`, { cache: 'no-store' })
    if (!response.ok) return null
    const parsed = buildInfoSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
