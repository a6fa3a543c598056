import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * Headless Chromium as the machine has it. `nosite.test` resolves to loopback so a test can ask
 * for a host name that no site serves.
 */
export function launchChromium(options: { extraHosts?: string[] } = {}): Promise<Browser> {
  const hosts = ['nosite.test', ...(options.extraHosts ?? [])]
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`,
    ],
  })
}

let workerBrowser: Promise<Browser> | undefined

/**
 * One Chromium for every test file a worker runs (the browser project's workers keep their modules
 * from file to file): launching it costs about a second of both cores, once instead of per file.
 * Each file works in browser contexts of its own (`browserOfFile`), which share nothing with
 * another's: cookies, storage, caches and service workers are per context. A Chromium that has
 * gone away is launched again for the next file.
 */
function chromiumOfWorker(): Promise<Browser> {
  if (!workerBrowser) {
    const launching = launchChromium()
    workerBrowser = launching
    launching.then(
      (browser) => browser.on('disconnected', () => (workerBrowser = undefined)),
      () => (workerBrowser = undefined),
    )
  }
  return workerBrowser
}

/** What a test file may do with the worker's Chromium: open contexts and pages of its own. */
export interface FileBrowser {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
  /** A page in a context of its own, closed with the page, as Playwright's `browser.newPage()`. */
  newPage(options?: BrowserContextOptions): Promise<Page>
  /** The contexts this file has open. */
  contexts(): BrowserContext[]
}

/** The worker's Chromium for one test file; `close()` closes every context the file opened, never the browser. */
export async function browserOfFile(): Promise<FileBrowser & { close(): Promise<void> }> {
  const browser = await chromiumOfWorker()
  const open = new Set<BrowserContext>()
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options)
    open.add(context)
    context.on('close', () => open.delete(context))
    return context
  }
  return {
    newContext,
    async newPage(options) {
      const context = await newContext(options)
      const page = await context.newPage()
      page.on('close', () => void context.close())
      return page
    },
    contexts: () => [...open],
    async close() {
      await Promise.all([...open].map((context) => context.close().catch(() => undefined)))
    },
  }
}
