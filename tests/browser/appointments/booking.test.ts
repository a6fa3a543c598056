import { describe, expect, it } from 'vitest'
import { appointmentTypeInputSchema } from '../../../src/domain/appointment'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { sendAndPutRight } from '../../helpers/forms'
import { useRunningSite } from '../../helpers/running-site'
import { signedInPage, signInThroughApi } from '../../helpers/sign-in'
import { openFromWorkspaceMenu } from '../../helpers/workspace-menu'

const phone = { width: 390, height: 844 }
const hours = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours }

describe('booking a meeting from a card page, on a phone', () => {
  const site = useRunningSite({ mail: true })

  it.each([
    ['localhost', 'America/New_York'],
    ['127.0.0.1', 'Asia/Kolkata'],
  ] as const)('on %s a visitor in %s books from "Book a meeting", sees the times in their own zone, the time is gone for the next, the link in their mail moves it once, and the new mail’s link cancels it', async (host, visitorZone) => {
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

    const { context, page } = await site.newPage(host, { viewport: phone, timezoneId: visitorZone, locale: 'en-GB', path: `/vcard/${key}` })
    await page.getByRole('link', { name: 'Book a meeting' }).click()
    await page.getByRole('heading', { level: 1, name: 'Workshop visit' }).waitFor()
    // Found on the device, by the name the browser gives it (Chromium names Asia/Kolkata by its older name, Asia/Calcutta).
    const shownZone = await page.getByLabel('Your time zone').inputValue()
    expect(visitorZone === 'Asia/Kolkata' ? ['Asia/Kolkata', 'Asia/Calcutta'] : [visitorZone]).toContain(shownZone)

    // A day ahead in the visitor's zone: tomorrow on one site, the day after on the other, since the
    // demo admin hosts on both and one person's bookings keep their time in every brand.
    const tomorrow = new Date(Date.now() + (host === 'localhost' ? 1 : 2) * 86_400_000)
    const inZone = (options: Intl.DateTimeFormatOptions, when = tomorrow) => new Intl.DateTimeFormat('en-GB', { timeZone: visitorZone, ...options }).format(when)
    if (inZone({ month: 'long' }) !== inZone({ month: 'long' }, new Date())) await page.getByRole('button', { name: 'Next month' }).click()
    await page.getByRole('button', { name: `${inZone({ day: 'numeric' })} ${inZone({ month: 'long' })} ${inZone({ year: 'numeric' })}`, exact: true }).click()
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

    // The link in the visitor's mail moves it, without signing in: the old time is free again.
    const mail = await site.smtp.waitForMail(visitorEmail)
    const firstLink = /https?:\/\/\S+\/bookings\/\S+/.exec(mail.text)![0]
    await page.goto(firstLink)
    await page.getByRole('heading', { level: 1, name: 'Workshop visit with Rosa Hartmann' }).waitFor()
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await page.getByRole('button', { name: 'Choose another time' }).click()
    await page.getByRole('button', { name: `${inZone({ day: 'numeric' })} ${inZone({ month: 'long' })} ${inZone({ year: 'numeric' })}`, exact: true }).click()
    const later = page.getByRole('group', { name: 'Free times' }).getByRole('button').nth(1)
    const laterClock = await later.textContent()
    await later.click()
    await page.getByRole('button', { name: new RegExp(`^Move to .*${laterClock}`) }).click()
    await page.getByRole('heading', { level: 1, name: 'The booking has a new time' }).waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'The booking has a new time' }).textContent()).toContain(laterClock)
    const afterMove = (await (await fetch(`${origin}/api/appointment-types/${typeId}/slots?from=${day}&to=${day}&time_zone=${encodeURIComponent(visitorZone)}`)).json()) as { days: { slots: { start: string }[] }[] }
    expect(afterMove.days[0]!.slots).toHaveLength(15)
    expect(afterMove.days[0]!.slots[0]!.start).toBe(berlinNine.toISOString())

    // The mail about the new time has the link that works now: it cancels, once, and the time is free again.
    const moved = await site.smtp.waitForMail(visitorEmail, 15_000, 0, (each) => each.subject.startsWith('New time:'))
    const cancelLink = /https?:\/\/\S+\/bookings\/\S+/.exec(moved.text)![0]
    expect(cancelLink).not.toBe(firstLink)
    await page.goto(firstLink)
    await page.getByRole('alert').getByText('This link does not work (any more)', { exact: false }).waitFor()
    await page.goto(cancelLink)
    await page.getByRole('button', { name: 'Cancel this booking' }).click()
    await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel the booking' }).click()
    await page.getByRole('heading', { level: 1, name: 'The booking is cancelled' }).waitFor()
    const freeAgain = (await (await fetch(`${origin}/api/appointment-types/${typeId}/slots?from=${day}&to=${day}&time_zone=${encodeURIComponent(visitorZone)}`)).json()) as { days: { slots: unknown[] }[] }
    expect(freeAgain.days[0]!.slots).toHaveLength(16)
    // Used once, the link says so.
    await page.goto(cancelLink)
    await page.getByRole('alert').getByText('This link does not work (any more)', { exact: false }).waitFor()
    await context.close()
  })

  it('shows the host a booking waiting for them, which they confirm; their calendar address says what is wrong until it is right, and their private feed answers', async () => {
    const origin = site.origin('localhost')
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    expect((await fetch(`${origin}/api/users/me`, { method: 'PATCH', headers: admin.headers, body: JSON.stringify({ name: 'Rosa Hartmann' }) })).status).toBe(200)
    // Evenings in UTC, away from the hours the other tests book, and waiting for the host to confirm.
    const type = await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ title: 'Evening fitting', duration_minutes: 60, location: { kind: 'phone', phone: '+44 20 7946 0958' }, time_zone: 'UTC', weekly: Object.fromEntries(Object.keys(everyDay).map((day) => [day, [{ start: '18:00', end: '20:00' }]])), min_notice_minutes: 0, needs_confirmation: true, published: false }),
    })
    const { id: typeId } = (await type.json()) as { id: string }
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    // Unpublished types take no bookings: published for the visitor, then withdrawn again below.
    const fields = (await (await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types`, { headers: admin.headers })).json()) as { types: ({ id: string } & Record<string, unknown>)[] }
    const { id: _id, brand_id: _brand, host: _host, ...evening } = fields.types.find((each) => each.id === typeId)!
    const publish = (published: boolean) => fetch(`${origin}/api/brands/${admin.brandId}/appointment-types/${typeId}`, { method: 'PUT', headers: admin.headers, body: JSON.stringify({ ...evening, published }) })
    expect((await publish(true)).status).toBe(200)
    const booked = await fetch(`${origin}/api/appointment-types/${typeId}/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ start: `${day}T18:00:00Z`, name: 'Ana Waiting', email: 'ana@example.org', time_zone: 'UTC' }) })
    expect(booked.status, await booked.clone().text()).toBe(201)
    expect((await publish(false)).status).toBe(200)

    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: { width: 1440, height: 900 }, timezoneId: 'UTC', locale: 'en-GB' })
    await page.goto(`${origin}/brands/${admin.brandId}/appointments`)
    const bookings = page.getByRole('region', { name: 'Bookings' })
    await bookings.getByRole('button', { name: 'Day', exact: true }).click()
    for (let step = 0; step < 3; step += 1) await bookings.getByRole('button', { name: 'Next day' }).click()
    const item = bookings.getByRole('listitem', { name: '18:00 Evening fitting with Ana Waiting' })
    await item.getByText('Waiting for you').waitFor()
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await item.getByRole('button', { name: 'Confirm Ana Waiting’s booking' }).click()
    await item.getByText('Confirmed', { exact: true }).waitFor()
    const confirmed = await site.smtp.waitForMail('ana@example.org', 15_000, 0, (mail) => mail.subject.startsWith('Confirmed:'))
    expect(confirmed.subject).toContain('Evening fitting with Rosa Hartmann')

    const calendars = page.getByRole('region', { name: 'Your calendars' })
    const address = calendars.getByLabel('Calendar address')
    await address.fill('http://calendar.example.org/rosa.ics')
    await sendAndPutRight(calendars, {
      send: 'Save the calendar address',
      problem: 'must be an https address',
      putRight: () => address.fill('https://calendar.example.org/rosa.ics'),
      confirmation: 'Saved.',
    })
    await calendars.getByRole('button', { name: 'Make a private address' }).click()
    const feed = await calendars.getByLabel('Your private calendar address').inputValue()
    const answer = await fetch(feed)
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(await answer.text()).toContain('SUMMARY:Evening fitting with Ana Waiting')
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await calendars.getByRole('button', { name: 'Remove the calendar' }).click()
    await calendars.getByRole('status').getByText('Removed', { exact: false }).waitFor()
    await context.close()
  })

  it('lets a brand admin make an appointment type from the Appointments screen, saying what is wrong until it is right, and opens its booking page', async () => {
    const origin = site.origin('localhost')
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/London' })
    await openFromWorkspaceMenu(page, origin, 'Appointments')
    const form = page.getByRole('region', { name: 'A new appointment type' })
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
    // Changed: a question, the host's confirmation, a notice of a day and a day off.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('button', { name: 'Change Design review' }).click()
    const change = page.getByRole('region', { name: 'Change Design review' })
    await change.getByRole('button', { name: 'Add question' }).click()
    await change.getByRole('button', { name: 'Save the appointment type' }).click()
    await change.getByText('Question 1 must not be empty.').waitFor()
    await change.getByLabel('Question', { exact: true }).fill('Which room?')
    await change.getByText('Question 1 must not be empty.').waitFor({ state: 'detached' })
    await change.getByText('I confirm each booking myself', { exact: false }).click()
    await change.getByLabel('Notice before a meeting').selectOption('1440')
    await change.getByRole('button', { name: 'Add day off' }).click()
    await change.getByLabel('Date').fill('2027-12-24')
    await change.getByRole('button', { name: 'Save the appointment type' }).click()
    await change.getByRole('status').getByText('Design review is saved', { exact: false }).waitFor()
    const changed = ((await (await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types`, { headers: admin.headers })).json()) as { types: Record<string, unknown>[] }).types.find((type) => type.id === made.id)
    expect(changed).toMatchObject({ duration_minutes: 45, min_notice_minutes: 1440, needs_confirmation: true, questions: [{ label: 'Which room?', required: false }], overrides: [{ date: '2027-12-24', hours: [] }] })
    await page.getByRole('link', { name: 'Booking page of Design review' }).click()
    await page.getByRole('heading', { level: 1, name: 'Design review' }).waitFor()
    await context.close()

    // A page with the type's booking calendar: on a phone its next free times are links that open the booking page on that time.
    const pageUrl = `book-${Math.random().toString(36).slice(2, 8)}`
    const pages = `${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/pages`
    const created = (await (await fetch(pages, { method: 'POST', headers: admin.headers, body: JSON.stringify({ url: pageUrl, title: 'Book us', blocks: [{ type: 'appointmets-calendar', id: 'b1', appointment_type_id: made.id, heading: 'Talk to us' }] }) })).json()) as { id: string }
    expect((await fetch(`${pages}/${created.id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200)
    const { context: visitor, page: visit } = await site.newPage('localhost', { viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York', locale: 'en-GB', path: `/${pageUrl}` })
    const calendar = visit.locator('[data-booking-calendar]')
    await calendar.getByRole('heading', { level: 2, name: 'Talk to us' }).waitFor()
    const next = calendar.getByRole('list', { name: 'Next free times' }).getByRole('link')
    await next.first().waitFor()
    expect(await next.count()).toBe(6)
    await calendar.getByText('Times in your time zone (America/New York)').waitFor()
    expect(await seriousAccessibilityProblems(visit)).toEqual([])
    const chosen = await next.first().textContent()
    await next.first().click()
    const details = visit.getByRole('heading', { level: 2, name: /^Your details for / })
    await details.waitFor()
    expect(await details.textContent()).toContain(chosen!.slice(-5))
    await visitor.close()
    // Withdrawn again: the admin's cards offer their first published type, which the other tests make.
    const { id, ...fields } = changed as typeof made
    const withdrawn = await fetch(`${origin}/api/brands/${admin.brandId}/appointment-types/${id}`, {
      method: 'PUT',
      headers: admin.headers,
      body: JSON.stringify({ ...appointmentTypeInputSchema.strip().parse(fields), published: false }),
    })
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200)
  })
})
