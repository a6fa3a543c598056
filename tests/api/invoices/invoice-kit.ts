import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { Client } from '../../../src/domain/client'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import { hostA, type apiClient } from '../../support/api-client'
import type { Backend } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** A line the calculator takes: 2 × 100.00 at 19 % VAT, unless told otherwise. */
export const aLine = (changes: Record<string, unknown> = {}) => ({
  description: 'Consulting (hours)',
  quantity: '2',
  unit_price: 10000,
  taxes: [{ name: 'VAT', percent: '19', category: 'S' }],
  ...changes,
})

/** What the invoice tests do through the API as the brand's admin of a host's brand. */
export function invoiceKit(kit: ReturnType<typeof apiClient>, host: string, token: () => string, brandId: () => string) {
  const base = () => `/api/brands/${brandId()}`
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = token()): Promise<LightMyRequestResponse> =>
    kit.request({ method, url: `${base()}${url}`, host, token: as, ...(payload ? { payload } : {}) })

  async function client(changes: Record<string, unknown> = {}): Promise<Client> {
    const made = await call('POST', '/clients', { name: 'Acme Trading GmbH', email: 'billing@acme.example', currency: 'EUR', language: 'de', payment_terms_days: 30, ...changes })
    expect(made.statusCode, made.body).toBe(201)
    return made.json<Client>()
  }

  async function draft(clientId: string, changes: Record<string, unknown> = {}): Promise<InvoiceDocument> {
    const made = await call('POST', '/invoices', { kind: 'invoice', client_id: clientId, lines: [aLine()], ...changes })
    expect(made.statusCode, made.body).toBe(201)
    return made.json<InvoiceDocument>()
  }

  async function issued(clientId: string, changes: Record<string, unknown> = {}): Promise<InvoiceDocument> {
    const document = await draft(clientId, changes)
    const finalized = await call('POST', `/invoices/${document.id}/finalize`)
    expect(finalized.statusCode, finalized.body).toBe(200)
    return finalized.json<InvoiceDocument>()
  }

  return { call, client, draft, issued }
}

/**
 * A describe block's app (and mail server, with `mail`), and the invoice calls of the demo admin
 * on site A's brand once `signIn` has run in the test.
 */
export function useInvoiceApp(backend: Backend, options: { mail?: boolean } = {}) {
  const app = useTestApp(backend, options)
  const session = { token: '', brandId: '' }
  return {
    ...app,
    session,
    invoices: invoiceKit(app.kit, hostA, () => session.token, () => session.brandId),
    async signIn() {
      session.token = await app.kit.openSession('admin@example.com', hostA, 'admin')
      session.brandId = (await app.kit.siteOf(hostA)).brand_id
    },
  }
}
