import { useEffect, useState } from 'react'
import { unreadEventSchema } from '../../../domain/notification'
import { config } from '../../../config'

/** The longest wait before opening a lost stream again; the wait doubles from 1 s up to it. */
const maxRetryMs = 30_000

/**
 * The signed-in person's unread notifications on this site, live: the server streams the count
 * (GET /api/notifications/stream, server-sent events, authenticated by the session cookie) at once
 * and at every change. A stream the server ends or refuses is opened again after 1 s, 2 s, 4 s …
 * (at most 30 s), and closed for good when `signedIn` turns false. Null until the first count.
 */
export function useUnreadCount(signedIn: boolean): number | null {
  const [unread, setUnread] = useState<number | null>(null)

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    let stopped = false

    const open = () => {
      source = new EventSource(`${config.apiBase}/notifications/stream`)
      source.addEventListener('unread', (event) => {
        const parsed = unreadEventSchema.safeParse(JSON.parse((event as MessageEvent<string>).data))
        if (!parsed.success) return
        failures = 0
        setUnread(parsed.data.unread)
      })
      source.onerror = () => {
        // The browser retries a dropped stream itself, but not one answered with an error: do it here, with backoff.
        source?.close()
        if (stopped) return
        const delay = Math.min(maxRetryMs, 1000 * 2 ** failures++)
        retry = setTimeout(open, delay)
      }
    }
    open()
    return () => {
      stopped = true
      clearTimeout(retry)
      source?.close()
      setUnread(null)
    }
  }, [signedIn])

  return signedIn ? unread : null
}
