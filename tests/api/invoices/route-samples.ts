import type { RouteSamples } from '../../support/module-parts'

/** A fresh client of the walk's brand each time (a call may delete it), and a fresh draft invoice of one client made once. */
export const routeSamples: RouteSamples = async ({ kit, host, site }) => {
  const token = await kit.openSession('admin@example.com', host)
  const client = async () => {
    const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/clients`, host, token, payload: { name: 'Walk Client', currency: 'EUR' } })
    return made.json<{ id: string }>().id
  }
  const invoiced = await client()
  return {
    clientId: client,
    invoiceId: async () => {
      const made = await kit.request({
        method: 'POST',
        url: `/api/brands/${site.brand_id}/invoices`,
        host,
        token,
        payload: { kind: 'invoice', client_id: invoiced, lines: [{ description: 'Walk', quantity: '1', unit_price: 1000, taxes: [{ name: 'VAT', percent: '19', category: 'S' }] }] },
      })
      return made.json<{ id: string }>().id
    },
  }
}
