import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { browserOfFile, type FileBrowser } from './chromium'
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
  /** The worker's Chromium, in contexts of this file's own. */
  readonly browser: FileBrowser
  /** Only with `{ mail: true }`. */
  readonly smtp: TestSmtp
  /** `http://host:port` of the running server under that host name. */
  origin(host: string): string
  /**
   * A page in a new browser context of the file's own (`options`: its viewport, time zone…), for
   * the site on `host`: a person on a device of their own. With `path`, the page opens it.
   */
  newPage(host: string, options?: BrowserContextOptions & { path?: string }): Promise<SitePage>
}

export interface SitePage {
  readonly context: BrowserContext
  readonly page: Page
  /** `http://host:port` of the site the page is for. */
  readonly origin: string
}

function running<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not running here: use it inside a test or a hook of the file.`)
  return value
}

/**
 * The real server as `npm start` runs it, with a fresh data folder, and Chromium, for the tests of
 * one file: started before its first test, stopped after its last. Chromium is the worker's, and
 * the contexts the file opened are closed after its last test.
 */
export function useRunningSite(options: RunningSiteOptions = {}): RunningSite {
  let server: RunningServer | undefined
  let browser: (FileBrowser & { close(): Promise<void> }) | undefined
  let smtp: TestSmtp | undefined

  beforeAll(async () => {
    if (options.mail) smtp = await startSmtp()
    const env = typeof options.env === 'function' ? options.env() : options.env
    server = await startServer({ env: { ...env, ...(smtp ? { SMTP_URL: smtp.url } : {}) } })
    browser = await browserOfFile()
  })
  // When a test fails, what each page still open was showing: its address, whether a service worker
  // controlled it, and the start of its text (a sign-in screen, an error, or a page still loading).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return
    for (const page of browser.contexts().flatMap((context) => context.pages())) {
      const seen = await page
        .evaluate(() => ({ controlled: Boolean(navigator.serviceWorker?.controller), text: document.body?.innerText.slice(0, 600) ?? '' }))
        .catch((error: unknown) => ({ controlled: false, text: `(the page could not be read: ${String(error).slice(0, 200)})` }))
      console.error(`An open page when "${task.name}" failed: ${page.url()}${seen.controlled ? ' (controlled by the service worker)' : ''}\n${seen.text}`)
    }
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.stop()
  })

  const origin = (host: string) => `http://${host}:${running(server, 'The server').port}`

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
    origin,
    async newPage(host, { path, ...contextOptions } = {}) {
      const context = await running(browser, 'Chromium').newContext(contextOptions)
      const page = await context.newPage()
      if (path !== undefined) await page.goto(`${origin(host)}${path}`)
      return { context, page, origin: origin(host) }
    },
  }
}
