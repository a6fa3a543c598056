import type { RouteSamples } from '../../support/module-parts'

/** A fresh client of the walk's brand each time, and a fresh draft invoice of one. */
export const routeSamples: RouteSamples = async ({ kit, host, site }) => {
  const token = await kit.openSession('admin@example.com', host)
  const client = async () => {
    const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/clients`, host, token, payload: { name: 'Walk Client', currency: 'EUR' } })
    return made.json<{ id: string }>().id
  }
  return {
    clientId: client,
    invoiceId: async () => {
      const made = await kit.request({
        method: 'POST',
        url: `/api/brands/${site.brand_id}/invoices`,
        host,
        token,
        payload: { kind: 'invoice', client_id: await client(), lines: [{ description: 'Walk', quantity: '1', unit_price: 1000, taxes: [{ name: 'VAT', percent: '19', category: 'S' }] }] },
      })
      return made.json<{ id: string }>().id
    },
  }
}
