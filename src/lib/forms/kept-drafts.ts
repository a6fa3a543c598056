/**
 * What an editor holds that is not saved yet, kept on this device (localStorage, so per site: each
 * site is its own origin) until it is saved, discarded or its person signs out: a crash, a reload or
 * a closed tab loses nothing typed, and the editor offers it back.
 */
const prefix = 'marque:draft:'

export type KeptDraft = { values: unknown; keptAt: string }

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage refused (a private window's setting): nothing is kept, the editor works as before.
    return null
  }
}

export function keepDraft(key: string, values: unknown, at = new Date()): void {
  try {
    storage()?.setItem(prefix + key, JSON.stringify({ values, keptAt: at.toISOString() } satisfies KeptDraft))
  } catch {
    // Storage full: the draft is not kept, and the leave question still guards the editor.
  }
}

export function keptDraft(key: string): KeptDraft | null {
  const kept = storage()?.getItem(prefix + key)
  if (!kept) return null
  try {
    const parsed = JSON.parse(kept) as Partial<KeptDraft>
    return typeof parsed.keptAt === 'string' && 'values' in parsed ? { values: parsed.values, keptAt: parsed.keptAt } : null
  } catch {
    return null
  }
}

export function forgetDraft(key: string): void {
  storage()?.removeItem(prefix + key)
}

/** On signing out: the next person on this device sees nothing the last one typed. */
export function forgetAllDrafts(): void {
  const kept = storage()
  if (!kept) return
  const keys = Array.from({ length: kept.length }, (_unused, index) => kept.key(index)).filter((key): key is string => key?.startsWith(prefix) ?? false)
  for (const key of keys) kept.removeItem(key)
}
