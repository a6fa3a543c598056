// The visitor's guest id lives where the app keeps it (src/features/session/session-cookies.ts),
// so the leads a person leaves from the card page and from the app stay together.
export const guestIdCookie = 'marque_guest_id'
const thirtyDays = 30 * 24 * 60 * 60

export function storedGuestId(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === guestIdCookie) {
      const id = decodeURIComponent(value.join('='))
      return id === '' ? null : id
    }
  }
  return null
}

export function keepGuestId(id: string): void {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${guestIdCookie}=${encodeURIComponent(id)}; path=/; max-age=${thirtyDays}; samesite=lax${secure}`
}

/** The guest id kept on this device, or a new one from the server; null when none could be had (the lead goes without). */
export async function ensureGuestId(): Promise<string | null> {
  const existing = storedGuestId()
  if (existing) return existing
  try {
    const answer = await fetch('/api/auth/guests', { method: 'POST' })
    if (!answer.ok) return null
    const { role_id: id } = (await answer.json()) as { role_id?: unknown }
    if (typeof id !== 'string') return null
    keepGuestId(id)
    return id
  } catch {
    return null
  }
}
