import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppointmentType } from '../../../src/domain/appointment'
import type { Page } from '../../../src/domain/page'
import { brandFixture, json, siteId } from '../app-shell/fixtures'
import { freshDeviceForEachTest, renderApp, signedIn } from '../app-shell/render-app'

freshDeviceForEachTest()

const brandId = brandFixture.site.brand_id
const published = '7d0c6a52-3f4e-4b8a-9c1d-2e5f6a7b8c9d'
const unpublished = '8e1d7b63-4a5f-4c9b-8d2e-3f6a7b8c9d0e'

const page: Page = {
  id: 'page-1',
  site_id: siteId,
  url: 'book-us',
  title: 'Book us',
  description: '',
  social_image_upload_id: null,
  blocks: [{ type: 'appointmets-calendar', id: 'cal', appointment_type_id: unpublished, heading: '' }],
  revision: 0,
  status: 'draft',
  published_version: null,
  has_unpublished_changes: true,
  updated_at: '2026-11-25T10:00:00.000Z',
  updated_by: null,
}

const typeOf = (id: string, title: string, isPublished: boolean): AppointmentType => ({
  id,
  brand_id: brandId,
  host: { id: 'host-1', name: 'Maya Okafor' },
  title,
  description: '',
  duration_minutes: 30,
  location: { kind: 'phone', phone: '+44 20 7946 0958' },
  time_zone: 'Europe/London',
  weekly: { monday: [{ start: '09:00', end: '17:00' }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  overrides: [],
  min_notice_minutes: 120,
  horizon_days: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  daily_cap: null,
  questions: [],
  needs_confirmation: false,
  published: isPublished,
})

/** The builder open on the page's booking calendar, for a brand with these appointment types. */
function builderWith(types: AppointmentType[]) {
  return renderApp(`/content/page-1/appointmets-calendar?block=cal`, {
    session: signedIn,
    routes: {
      [`GET /api/brands/${brandId}/pages/page-1`]: () => json(page),
      [`GET /api/brands/${brandId}/appointment-types`]: () => json({ types }),
    },
  })
}

describe("the booking calendar's editor", () => {
  it("offers the brand's types, marks an unpublished one and says visitors are told it is not available", async () => {
    builderWith([typeOf(published, 'Intro call', true), typeOf(unpublished, 'Fitting', false)])
    const select = await screen.findByRole('combobox', { name: 'Appointment type' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose an appointment type…',
      'Intro call (30 min, Maya Okafor)',
      'Fitting (30 min, Maya Okafor) (not published)',
    ])
    expect(select).toHaveValue(unpublished)
    expect(screen.getByText(/visitors of the page are told it is not available until it is published/)).toBeInTheDocument()
    expect(screen.getByLabelText('Heading (optional; the type’s title when empty)')).toHaveValue('')
  })

  it('points a brand with no appointment types to its Appointments screen', async () => {
    builderWith([])
    const link = await screen.findByRole('link', { name: 'the Appointments screen' })
    expect(link).toHaveAttribute('href', `/brands/${brandId}/appointments`)
    expect(screen.getByText(/This brand has no appointment types yet/)).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Appointment type' })).toBeNull()
  })
})
