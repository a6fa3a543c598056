import { describe, expect, it } from 'vitest'
import { appointmentTypeInputSchema } from '../../src/domain/appointment'
import { seriousAccessibilityProblems } from '../helpers/axe'
import { useRunningSite } from '../helpers/running-site'
import { signInThroughApi } from '../helpers/sign-in'

const phone = { width: 390, height: 844 }
const hours = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours }

describe('booking a meeting from a card page, on a phone', () => {
  const site = useRunningSite({ mail: true })

  it.each([
    ['localhost', 'America/New_York'],
    ['127.0.0.1', 'Asia/Kolkata'],
  ] as const)('on %s a visitor in %s books from "Book a meeting", sees the times in their own zone, the time is gone for the next, and the link in their mail cancels it once', async (host, visitorZone) => {
    const origin = site.origin(host)
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    // The admin hosts the meetings, under the name visitors read.
    const me = (await (await fetch(`${origin}/api/users/me`, { method: 'PATCH', headers: admin.headers, body: JSON.stringify({ name: 'Rosa Hartmann' }) })).json()) as { id: string }
    const brand = host === 'localhost' ? 'north' : 'ember'
    const key = `booker-${brand}`
    const visitorEmail = `sam-${brand}@example.org`
    const card = await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ key, given_name: 'Rosa', family_name: 'Hartmann', published: true, owner_user_id: me.id }) })
    expect(card.status, await card.clone().text()).toBe(201)
    // A host in Berlin, every day 09:00–17:00: 09:00 in Berlin is 03:00 in New York and 13:30 in Kolkata (both in winter time).
    const type = await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ title: 'Workshop visit', duration_minutes: 30, location: { kind: 'in-person', address: '1 Harbour Row, Bristol' }, time_zone: 'Europe/Berlin', weekly: everyDay, min_notice_minutes: 0, horizon_days: 60, questions: [{ id: 'topic', label: 'What shall we talk about?', required: true }], published: true }),
    })
    expect(type.status, await type.clone().text()).toBe(201)
    const { id: typeId } = (await type.json()) as { id: string }

    const context = await site.browser.newContext({ viewport: phone, timezoneId: visitorZone, locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto(`${origin}/vcard/${key}`)
    await page.getByRole('link', { name: 'Book a meeting' }).click()
    await page.getByRole('heading', { level: 1, name: 'Workshop visit' }).waitFor()
    // Found on the device, by the name the browser gives it (Chromium names Asia/Kolkata by its older name, Asia/Calcutta).
    const shownZone = await page.getByLabel('Your time zone').inputValue()
    expect(visitorZone === 'Asia/Kolkata' ? ['Asia/Kolkata', 'Asia/Calcutta'] : [visitorZone]).toContain(shownZone)

    // A day ahead in the visitor's zone: tomorrow on one site, the day after on the other, since the
    // demo admin hosts on both and one person's bookings keep their time in every brand.
    const tomorrow = new Date(Date.now() + (host === 'localhost' ? 1 : 2) * 86_400_000)
    const inZone = (options: Intl.DateTimeFormatOptions, when = tomorrow) => new Intl.DateTimeFormat('en-GB', { timeZone: visitorZone, ...options }).format(when)
    if (inZone({ month: 'long' }) !== inZone({ month: 'long' }, new Date())) await page.getByRole('button', { name: /next/i }).click()
    await page.getByRole('button', { name: `${inZone({ day: 'numeric' })} ${inZone({ month: 'long' })} ${inZone({ year: 'numeric' })}` }).click()
    const times = page.getByRole('group', { name: 'Free times' })
    const first = times.getByRole('button').first()
    // 09:00 in Berlin that day, on the visitor's clock: 03:00 in New York and 13:30 in Kolkata in winter
    // (Intl, not the code under test, says which offsets hold that day).
    const clock = (zone: string, instant: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)
    const [year, month, date] = inZone({ year: 'numeric', month: '2-digit', day: '2-digit' }).split('/').reverse().map(Number) as [number, number, number]
    const berlinNine = [7, 8].map((hour) => new Date(Date.UTC(year, month - 1, date, hour))).find((instant) => clock('Europe/Berlin', instant) === '09:00')!
    const opens = clock(visitorZone, berlinNine)
    expect(await first.textContent()).toBe(opens)
    expect(await times.getByRole('button').count()).toBe(16)
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await first.click()

    // The form says what is missing, and lets go once it is put right.
    await page.getByRole('button', { name: 'Book this time' }).click()
    await page.getByText('Name must not be empty.').waitFor()
    await page.getByLabel('Your name').fill('Sam Visitor')
    await page.getByText('Name must not be empty.').waitFor({ state: 'detached' })
    await page.getByLabel('Your e-mail').fill(visitorEmail)
    await page.getByRole('button', { name: 'Book this time' }).click()
    await page.getByText('Please answer this question.').waitFor()
    await page.getByLabel('What shall we talk about?').fill('A dining table')
    await page.getByRole('button', { name: 'Book this time' }).click()

    const booked = page.getByRole('status').filter({ hasText: 'Booked: Workshop visit' })
    await booked.waitFor()
    expect(await booked.textContent()).toContain(`${opens} (${shownZone.replace('_', ' ')}), 30 minutes with Rosa Hartmann`)
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    // The next visitor is not offered that time.
    const day = inZone({ year: 'numeric', month: '2-digit', day: '2-digit' }).split('/').reverse().join('-')
    const free = (await (await fetch(`${origin}/api/appointment-types/${typeId}/slots?from=${day}&to=${day}&time_zone=${encodeURIComponent(visitorZone)}`)).json()) as { days: { slots: unknown[] }[] }
    expect(free.days[0]!.slots).toHaveLength(15)

    // The link in the visitor's mail cancels it, without signing in, and the time is free again.
    const mail = await site.smtp.waitForMail(visitorEmail)
    const cancelLink = /https?:\/\/\S+\/bookings\/\S+/.exec(mail.text)![0]
    await page.goto(cancelLink)
    await page.getByRole('heading', { level: 1, name: 'Workshop visit with Rosa Hartmann' }).waitFor()
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await page.getByRole('button', { name: 'Cancel this booking' }).click()
    await page.getByRole('heading', { level: 1, name: 'The booking is cancelled' }).waitFor()
    const freeAgain = (await (await fetch(`${origin}/api/appointment-types/${typeId}/slots?from=${day}&to=${day}&time_zone=${encodeURIComponent(visitorZone)}`)).json()) as { days: { slots: unknown[] }[] }
    expect(freeAgain.days[0]!.slots).toHaveLength(16)
    // Used once, the link says so.
    await page.goto(cancelLink)
    await page.getByRole('alert').getByText('This link does not work (any more)', { exact: false }).waitFor()
    await context.close()
  })

  it('lets a brand admin make an appointment type from the Appointments screen, saying what is wrong until it is right, and opens its booking page', async () => {
    const origin = site.origin('localhost')
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/London' })
    await context.addCookies([{ name: 'marque_token', value: admin.token, url: origin }])
    const page = await context.newPage()
    await page.goto(`${origin}/profile`)
    await page.getByRole('button', { name: /^Workspace/ }).click()
    await page.getByRole('menuitem', { name: 'Appointments', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor()
    const form = page.getByRole('region', { name: 'A new appointment type, hosted by you' })
    expect(await form.getByLabel('Your time zone').inputValue()).toBe('Europe/London')

    await form.getByRole('button', { name: 'Save the appointment type' }).click()
    await form.getByText('Title must not be empty.').waitFor()
    await form.getByText('must be an https:// address', { exact: false }).waitFor()
    await form.getByLabel('Title').fill('Design review')
    await form.getByText('Title must not be empty.').waitFor({ state: 'detached' })
    await form.getByLabel('Video call link (https://…)').fill('https://meet.example/design')
    await form.getByLabel('Length').selectOption('45')
    await form.getByText('Saturday').click()
    await form.getByRole('button', { name: 'Save the appointment type' }).click()
    await form.getByRole('status').getByText('Design review is saved; visitors can book it', { exact: false }).waitFor()
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport)
      expect(await seriousAccessibilityProblems(page)).toEqual([])
    }

    const types = (await (await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types`, { headers: admin.headers })).json()) as { types: { id: string; title: string; duration_minutes: number; weekly: Record<string, unknown[]>; time_zone: string }[] }
    const made = types.types.find((type) => type.title === 'Design review')!
    expect(made).toMatchObject({
      duration_minutes: 45,
      time_zone: 'Europe/London',
      weekly: { monday: [{ start: '09:00', end: '17:00' }], friday: [{ start: '09:00', end: '17:00' }], saturday: [{ start: '09:00', end: '17:00' }], sunday: [] },
    })
    await page.getByRole('link', { name: 'Booking page of Design review' }).click()
    await page.getByRole('heading', { level: 1, name: 'Design review' }).waitFor()
    await context.close()
    // Withdrawn again: the admin's cards offer their first published type, which the other tests make.
    const { id, ...fields } = made
    const withdrawn = await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types/${id}`, {
      method: 'PUT',
      headers: admin.headers,
      body: JSON.stringify({ ...appointmentTypeInputSchema.strip().parse(fields), published: false }),
    })
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200)
  })
})
