import { randomBytes } from 'node:crypto'
import type { BrandRole } from '../../src/domain/brand-roles'
import { hostA, type apiClient } from './api-client'
import type { TestApp } from './test-app'

/**
 * Makes new people of the host's brand for a test: `personWith(role)` is a person with this role
 * in it, signed in on the host's site as a member, with their address, token and id.
 */
export function brandPeople(t: Pick<TestApp, 'query'>, kit: ReturnType<typeof apiClient>) {
  return async function personWith(role: BrandRole, host = hostA) {
    const email = `${role}-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, host)
    const userId = await kit.userId(email)
    const { brand_id } = await kit.siteOf(host)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [brand_id, userId, role])
    return { email, token, userId }
  }
}
