import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Notifications, notifyError, notifySuccess, toaster } from '../../../src/lib/notifications/toaster'
import { renderWithTheme } from '../render-with-theme'

afterEach(() => {
  toaster.remove()
  vi.useRealTimers()
})

describe('notifications', () => {
  it('show an error message in the top-right region', async () => {
    renderWithTheme(<Notifications />)
    act(() => notifyError('The code is not right'))
    expect(await screen.findByText('The code is not right')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveAttribute('data-placement', 'top-end')
  })

  it('stay for 5000 ms, then go', async () => {
    // The toast counts its time on animation frames.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] })
    renderWithTheme(<Notifications />)
    act(() => notifyError('Saved nothing'))
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    const toast = () => screen.queryByText('Saved nothing')?.closest('[data-part="root"]')
    await advance(4_990)
    expect(toast()).toHaveAttribute('data-state', 'open')
    await advance(100)
    expect(toast()).toHaveAttribute('data-state', 'closed')
    await advance(2_000)
    expect(toast()).toBeUndefined()
  })

  it('show a message once however often it comes, and a different one beside it', async () => {
    renderWithTheme(<Notifications />)
    act(() => {
      notifySuccess('The card is saved.')
      notifySuccess('The card is saved.')
      notifyError('The card is saved.')
      notifyError('The network is down.')
      notifyError('The network is down.')
    })
    await screen.findByText('The network is down.')
    expect(screen.getAllByText('The card is saved.')).toHaveLength(2)
    expect(screen.getAllByText('The network is down.')).toHaveLength(1)
  })

  it('never show more than 20 at once', async () => {
    renderWithTheme(<Notifications />)
    act(() => {
      for (let index = 1; index <= 25; index++) notifyError(`Problem ${index}`)
    })
    await screen.findByText('Problem 20')
    expect(screen.getAllByText(/^Problem \d+$/)).toHaveLength(20)
    expect(screen.queryByText('Problem 21')).not.toBeInTheDocument()
    // Rendering twenty toasts in jsdom is slow on a busy machine; this is a ceiling, not a measure.
  }, 30_000)
})
