import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from './chromium'
import { startServer, type RunningServer } from './server'
import { startSmtp, type TestSmtp } from './smtp'

export interface RunningSiteOptions {
  /** Start a test SMTP server and send the server's mail there (sign-in codes, lead mails). */
  readonly mail?: boolean
  /** More of the server's environment; a function is read when the server starts. */
  readonly env?: Record<string, string> | (() => Record<string, string>)
}

export interface RunningSite {
  readonly server: RunningServer
  readonly browser: Browser
  /** Only with `{ mail: true }`. */
  readonly smtp: TestSmtp
  /** `http://host:port` of the running server under that host name. */
  origin(host: string): string
}

function running<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not running here: use it inside a test or a hook of the file.`)
  return value
}

/**
 * The real server as `npm start` runs it, with a fresh data folder, and Chromium, for the tests of
 * one file: started before its first test, stopped after its last.
 */
export function useRunningSite(options: RunningSiteOptions = {}): RunningSite {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  let smtp: TestSmtp | undefined

  beforeAll(async () => {
    if (options.mail) smtp = await startSmtp()
    const env = typeof options.env === 'function' ? options.env() : options.env
    server = await startServer({ env: { ...env, ...(smtp ? { SMTP_URL: smtp.url } : {}) } })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.stop()
  })

  return {
    get server() {
      return running(server, 'The server')
    },
    get browser() {
      return running(browser, 'Chromium')
    },
    get smtp() {
      return running(smtp, 'The test SMTP server (ask for { mail: true })')
    },
    origin: (host) => `http://${host}:${running(server, 'The server').port}`,
  }
}
