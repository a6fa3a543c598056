import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { apiClient } from './api-client'
import { createTestApp, type Backend, type OtherModules, type TestApp } from './test-app'

/** Stands for the value `get` returns once the hooks have made it, so tests can name it before then. */
function late<T extends object>(get: () => T | undefined, what: string): T {
  const current = () => {
    const value = get()
    if (!value) throw new Error(`${what} is made in a before hook; use it inside a test or hook`)
    return value
  }
  return new Proxy({} as T, {
    get(_target, property) {
      const value = Reflect.get(current(), property) as unknown
      return typeof value === 'function' ? value.bind(current()) : value
    },
  })
}

/**
 * Gives a describe block its own app over a fresh copy of the seeded database: one per test
 * (the default, so no test sees another's data or depends on their order), or one for the block
 * when its tests only read or each make what they need. With `mail`, a real SMTP server (its own)
 * receives what the app sends. `allowLoopbackHttp` lets it post to the test's own receivers on
 * 127.0.0.1 (push services, webhooks). With `otherModules`, the app is made of those modules over a
 * database made for them (tests/api/module-list/).
 */
export function useTestApp(
  backend: Backend,
  options: { per?: 'test' | 'block'; mail?: boolean; env?: Record<string, string>; allowLoopbackHttp?: boolean; otherModules?: OtherModules } = {},
) {
  let app: TestApp | undefined
  let smtp: TestSmtp | undefined
  const [before, after] = options.per === 'block' ? [beforeAll, afterAll] : [beforeEach, afterEach]
  before(async () => {
    smtp = options.mail ? await startSmtp() : undefined
    app = await createTestApp(backend, { ...(smtp ? { SMTP_URL: smtp.url, MAIL_FROM: 'cards@marque.test' } : {}), ...options.env }, { allowLoopbackPushEndpoints: options.allowLoopbackHttp, otherModules: options.otherModules })
  })
  after(async () => {
    await app?.close()
    await smtp?.stop()
  })
  const t = late(() => app, 'The test app')
  const mail = late(() => smtp, 'The test mail server (ask for it with { mail: true })')
  return { t, smtp: mail, kit: apiClient(() => t, () => mail) }
}

/**
 * The brands of site A and site B and each one's demo card (`kit.demoBrandsAndCards`), read again
 * before each test of the block, once its app is made.
 */
export function useDemoBrandsAndCards(kit: ReturnType<typeof apiClient>) {
  let seeded: Awaited<ReturnType<typeof kit.demoBrandsAndCards>> | undefined
  beforeEach(async () => {
    seeded = await kit.demoBrandsAndCards()
  })
  return late(() => seeded, 'The demo brands and cards')
}
