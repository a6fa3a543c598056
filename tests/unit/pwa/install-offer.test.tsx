import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IntlAndTheme } from '../render-with-theme'
import { createInstallPromptStore, needsIosInstructions } from '../../../src/features/pwa/install-prompt'

vi.mock('../../../src/lib/site/use-brand', () => ({
  useBrand: () => ({ site: { meta: { name: 'Northwind Studio' } } }),
}))
const { InstallOffer } = await import('../../../src/features/pwa/install-offer')

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> }
  event.prompt = vi.fn(async () => undefined)
  event.userChoice = Promise.resolve({ outcome })
  return event
}

/** The offer, fed by a prompt store listening on its own event target; returns that target. */
function renderOffer() {
  const target = new EventTarget()
  const store = createInstallPromptStore(target as unknown as Window)
  render(
    <IntlAndTheme>
      <InstallOffer store={store} />
    </IntlAndTheme>,
  )
  return target
}

describe('the install offer', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows nothing until the browser says the app can be installed, then opens its dialog once', async () => {
    const target = renderOffer()
    expect(screen.queryByRole('button', { name: /install/i })).toBeNull()

    const event = installEvent('accepted')
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    const button = await screen.findByRole('button', { name: 'Install the Northwind Studio app' })
    await userEvent.click(button)
    expect(event.prompt).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: /install/i })).toBeNull()
  })

  it('hides the offer once the app is installed', async () => {
    const target = renderOffer()
    target.dispatchEvent(installEvent('dismissed'))
    await screen.findByRole('button', { name: /install/i })
    target.dispatchEvent(new Event('appinstalled'))
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /install/i })).toBeNull())
  })
})

describe('who needs the Share-menu steps', () => {
  const safariIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
  it('is Safari on iPhone and iPad, not yet installed', () => {
    expect(needsIosInstructions({ userAgent: safariIphone, maxTouchPoints: 5 }, false)).toBe(true)
    expect(needsIosInstructions({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', maxTouchPoints: 5 }, false)).toBe(true)
  })
  it('is not an installed app, Chrome on iOS, Android or a desktop', () => {
    expect(needsIosInstructions({ userAgent: safariIphone, maxTouchPoints: 5 }, true)).toBe(false)
    expect(needsIosInstructions({ userAgent: safariIphone.replace('Version/17.0', 'CriOS/120.0'), maxTouchPoints: 5 }, false)).toBe(false)
    expect(needsIosInstructions({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile', maxTouchPoints: 5 }, false)).toBe(false)
    expect(needsIosInstructions({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', maxTouchPoints: 0 }, false)).toBe(false)
  })
})
