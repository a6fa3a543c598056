import { expect } from 'vitest'
import type { ApiSession } from './sign-in'

/** Makes a card of the admin's brand through the API, as the screens would: its id and key. */
export async function createCard(origin: string, admin: ApiSession, card: { key: string } & Record<string, unknown>): Promise<{ id: string; key: string }> {
  const answer = await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { method: 'POST', headers: admin.headers, body: JSON.stringify(card) })
  expect(answer.status, await answer.clone().text()).toBe(201)
  return (await answer.json()) as { id: string; key: string }
}
