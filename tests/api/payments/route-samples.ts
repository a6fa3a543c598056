import type { RouteSamples } from '../../support/module-parts'

/** A fresh payment of a new client of the walk's brand each time, and a fresh payment link. */
export const routeSamples: RouteSamples = async ({ kit, host, site }) => {
  const token = await kit.openSession('admin@example.com', host)
  const made = async (url: string, payload: object) => (await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}${url}`, host, token, payload })).json<{ id: string }>().id
  return {
    paymentId: async () => made('/payments', { client_id: await made('/clients', { name: 'Walk Payer', currency: 'EUR' }), amount: 1000, currency: 'EUR' }),
    linkId: async () => made('/payment-links', { title: 'Walk deposit', amount: 1000, currency: 'EUR' }),
  }
}
