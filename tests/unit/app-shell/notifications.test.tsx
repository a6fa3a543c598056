import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Notifications, notificationRules, notifyError, toaster } from '../../../src/lib/notifications/toaster'
import { renderWithTheme } from '../render-with-theme'

afterEach(() => toaster.remove())

describe('notifications', () => {
  it('show top-right, for 5000 ms, at most 20 at once', () => {
    expect(notificationRules).toEqual({ placement: 'top-end', duration: 5000, max: 20 })
  })

  it('show an error message in the top-right region', async () => {
    renderWithTheme(<Notifications />)
    act(() => notifyError('The code is not right'))
    expect(await screen.findByText('The code is not right')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveAttribute('data-placement', 'top-end')
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
