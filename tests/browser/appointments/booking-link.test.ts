import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'
import { signInThroughApi } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const mornings = [{ start: '10:00', end: '12:00' }]
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

describe('the link in a booking mail, on a phone', () => {
  const site = useRunningSite({ mail: true })

  /** A booking of a visitor at 10:00 UTC some days ahead, made as a visitor makes it, and the link its mail carries. */
  async function booked(host: string, visitorEmail: string, daysAhead: number) {
    const origin = site.origin(host)
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const type = await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ title: 'Studio visit', duration_minutes: 30, location: { kind: 'phone', phone: '+44 20 7946 0958' }, time_zone: 'UTC', weekly: Object.fromEntries(weekdays.map((day) => [day, mornings])), min_notice_minutes: 0, horizon_days: 60, published: true }),
    })
    expect(type.status, await type.clone().text()).toBe(201)
    const { id: typeId } = (await type.json()) as { id: string }
    const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)
    const booking = await fetch(`${origin}/api/appointment-types/${typeId}/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ start: `${day}T10:00:00Z`, name: 'Sam Visitor', email: visitorEmail, time_zone: 'UTC' }) })
    expect(booking.status, await booking.clone().text()).toBe(201)
    const mail = await site.smtp.waitForMail(visitorEmail)
    const link = /https?:\/\/\S+\/bookings\/\S+/.exec(mail.text)![0]
    const freeStarts = async () => ((await (await fetch(`${origin}/api/appointment-types/${typeId}/slots?from=${day}&to=${day}&time_zone=UTC`)).json()) as { days: { slots: { start: string }[] }[] }).days[0]!.slots.map((slot) => slot.start)
    return { link, day, freeStarts, booked: `${day}T10:00:00.000Z` }
  }

  /** Whatever says the link does not work, anywhere on the page (its own text or a notification). */
  const linkRefusals = (page: Page) => page.getByText('This link does not work', { exact: false })

  it('moves the booking to a new time and then shows only that it moved, never asking again with the spent link', async () => {
    const { link, day, freeStarts, booked: before } = await booked('localhost', 'mover@example.org', 3)
    const { context, page } = await site.newPage('localhost', { viewport: phone, timezoneId: 'UTC', locale: 'en-GB' })
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Studio visit with', exact: false }).waitFor()
    await page.getByRole('button', { name: 'Choose another time' }).click()
    // The calendar opens on the booking's month.
    const date = new Date(`${day}T12:00:00Z`)
    const words = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(date)
    await page.getByRole('button', { name: `${words({ day: 'numeric' })} ${words({ month: 'long' })} ${words({ year: 'numeric' })}`, exact: true }).click()
    await page.getByRole('group', { name: 'Free times' }).getByRole('button', { name: '11:00' }).click()

    const token = new URL(link).searchParams.get('token')!
    const askedAfterTheMove: string[] = []
    let moveAnswered = false
    page.on('response', (response) => {
      if (response.url().includes('/reschedule')) moveAnswered = true
    })
    page.on('request', (request) => {
      if (moveAnswered && request.url().includes(encodeURIComponent(token))) askedAfterTheMove.push(request.url())
    })
    await page.getByRole('button', { name: /^Move to .*11:00/ }).click()
    const done = page.getByRole('status').filter({ hasText: 'The booking has a new time' })
    await done.waitFor()
    await page.waitForLoadState('networkidle')
    expect(await done.textContent()).toContain('11:00')
    expect(await linkRefusals(page).count()).toBe(0)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(askedAfterTheMove).toEqual([])
    // It did move: 10:00 is free again and 11:00 is taken.
    const free = await freeStarts()
    expect(free).toContain(before)
    expect(free).not.toContain(`${day}T11:00:00.000Z`)
    await context.close()
  })

  it('asks before cancelling: keeping it changes nothing, and confirming cancels it once', async () => {
    const { link, freeStarts, booked: start } = await booked('127.0.0.1', 'canceller@example.org', 4)
    const { context, page } = await site.newPage('127.0.0.1', { viewport: phone, timezoneId: 'UTC', locale: 'en-GB' })
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Studio visit with', exact: false }).waitFor()

    const cancel = page.getByRole('button', { name: 'Cancel this booking' })
    await cancel.click()
    const question = page.getByRole('alertdialog', { name: 'Cancel this booking?' })
    await question.waitFor()
    expect(await question.textContent()).toContain('10:00')
    const keep = question.getByRole('button', { name: 'Keep the booking' })
    expect(await keep.evaluate((button) => button === document.activeElement)).toBe(true)
    await keep.click()
    await question.waitFor({ state: 'detached' })
    expect(await cancel.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await freeStarts()).not.toContain(start)
    expect(await page.getByRole('heading', { name: 'The booking is cancelled' }).count()).toBe(0)

    // By keyboard this time: the question again, and yes.
    await page.keyboard.press('Enter')
    await question.waitFor()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    const done = page.getByRole('status').filter({ hasText: 'The booking is cancelled' })
    await done.waitFor()
    await page.waitForLoadState('networkidle')
    expect(await linkRefusals(page).count()).toBe(0)
    expect(await freeStarts()).toContain(start)
    // Used once, the link says so.
    await page.goto(link)
    await page.getByRole('alert').getByText('This link does not work (any more)', { exact: false }).waitFor()
    await context.close()
  })
})
