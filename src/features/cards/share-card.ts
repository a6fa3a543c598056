export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

type ShareNavigator = Pick<Navigator, 'share' | 'clipboard'>

/**
 * Shares a card's address with the phone's own share sheet where the browser has one; elsewhere
 * the address is copied so it can be pasted into any message.
 */
export async function shareCard(url: string, title: string, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url })
      return 'shared'
    } catch (error) {
      // Closing the share sheet is a choice, not a fault; any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    await nav.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'failed'
  }
}
