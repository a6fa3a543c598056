import type { RouteSamples } from '../../support/module-parts'

/** A fresh published appointment type of the walk's brand each time, hosted by the demo admin; a booking no one made. */
export const routeSamples: RouteSamples = async ({ kit, host, site }) => ({
  typeId: async () => {
    const token = await kit.openSession('admin@example.com', host)
    const type = await kit.request({
      method: 'POST',
      url: `/api/brands/${site.brand_id}/appointment-types`,
      host,
      token,
      payload: { title: 'Walk', duration_minutes: 30, location: { kind: 'phone', phone: '+44 20 7946 0958' }, time_zone: 'UTC', weekly: {}, published: true },
    })
    return type.json<{ id: string }>().id
  },
  bookingId: async () => '00000000-0000-4000-8000-000000000000',
})
