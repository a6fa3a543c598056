// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { guardedLookup, isOpenAddress } from '../../../server/outbound-address'

type Answer = { address: string; family: number }
/** A name server of the test's own: each name answers what the test says. */
const resolver = (answers: Record<string, Answer[]>) => (hostname: string, _options: object, callback: (error: Error | null, addresses: Answer[]) => void) => callback(null, answers[hostname] ?? [])

function lookUp(hostname: string, answers: Record<string, Answer[]>, options: { allowLoopback: boolean; all?: boolean }) {
  return new Promise<{ error: Error | null; address: unknown }>((resolve) => {
    guardedLookup({ allowLoopback: options.allowLoopback }, resolver(answers))(hostname, { all: options.all ?? false }, (error, address) => resolve({ error, address }))
  })
}

describe('the addresses the server sends to for a calendar or a webhook', () => {
  it('refuses this machine, private, carrier, link-local, multicast and reserved networks, in IPv4, IPv6 and IPv4 written as IPv6', () => {
    const closed = ['127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.255', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:10.0.0.7', '::ffff:127.0.0.1']
    for (const address of closed) expect(isOpenAddress(address, { allowLoopback: false }), address).toBe(false)
    const open = ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34']
    for (const address of open) expect(isOpenAddress(address, { allowLoopback: false }), address).toBe(true)
    // Tests run their own receivers on this machine; the private networks stay closed to them too.
    expect(isOpenAddress('127.0.0.1', { allowLoopback: true })).toBe(true)
    expect(isOpenAddress('10.0.0.1', { allowLoopback: true })).toBe(false)
  })

  it('refuses a name whose answers include a closed address, and passes an open one on as the connection asks for it', async () => {
    const answers = {
      'calendar.example.com': [{ address: '93.184.216.34', family: 4 }],
      'sneaky.example.com': [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
      'metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
    }
    for (const hostname of ['sneaky.example.com', 'metadata.example.com', 'nothing.example.com']) {
      const { error } = await lookUp(hostname, answers, { allowLoopback: false })
      expect(error?.message, hostname).toBe(`The address ${hostname} leads to a local or private network`)
    }
    expect(await lookUp('calendar.example.com', answers, { allowLoopback: false })).toEqual({ error: null, address: '93.184.216.34' })
    expect(await lookUp('calendar.example.com', answers, { allowLoopback: false, all: true })).toEqual({ error: null, address: [{ address: '93.184.216.34', family: 4 }] })
  })
})
