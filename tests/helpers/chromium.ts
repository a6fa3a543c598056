import { chromium, type Browser } from 'playwright-core'

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
