import { createHmac } from 'node:crypto'
import type { WebhookEvent } from '../../../src/domain/webhook'
import { guardedFetch, outboundAddressProblem } from '../../outbound-address'
import type { Repositories } from '../../app-context'

/** What the queue carries for one event to one brand's webhook. */
export type WebhookJob = { brandId: string; messageId: string | null; event: WebhookEvent }

/** How long a receiver has to answer one try. */
export const webhookTimeoutMs = 10_000

/**
 * The signature a receiver checks: HMAC-SHA256, keyed with the brand's secret, of the timestamp,
 * a dot and the raw body, as `sha256=<hex>`. The timestamp is signed too, so a receiver can refuse
 * an old delivery replayed (docs/leads.md shows how to check both).
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/**
 * Runs one try of a webhook job: posts the event, signed, and writes the try to the delivery log.
 * An answer other than 2xx, or none within the timeout, fails the try, and the queue tries again
 * later (server/jobs/job-queue.ts). A webhook removed or turned off since drops the event.
 */
export function webhookDelivery(deps: { repositories: Repositories; allowLoopbackHttp: boolean }) {
  // Never to this machine or the networks near it, whatever the receiver's name resolves to.
  const fetch = guardedFetch({ allowLoopback: deps.allowLoopbackHttp })
  return async (job: WebhookJob, meta: { id: string; retryCount: number }): Promise<void> => {
    const webhook = await deps.repositories.webhooks.find(job.brandId)
    if (!webhook || !webhook.enabled) return
    const body = JSON.stringify({ id: meta.id, ...job.event })
    const timestamp = String(Math.floor(Date.now() / 1000))
    const attempt = meta.retryCount + 1
    const started = performance.now()
    let statusCode: number | null = null
    let error = ''
    const refused = outboundAddressProblem(webhook.url, { allowLoopbackHttp: deps.allowLoopbackHttp, receiver: 'a webhook receiver', overHttps: 'leads travel encrypted' })
    if (refused) error = `The address ${refused}`
    else {
      try {
        const answer = await fetch(webhook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Marque-Webhook/1',
            'x-marque-event': job.event.event,
            'x-marque-delivery': meta.id,
            'x-marque-timestamp': timestamp,
            'x-marque-signature': webhookSignature(webhook.secret, timestamp, body),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(webhookTimeoutMs),
        })
        statusCode = answer.status
        await answer.body?.cancel()
        if (answer.status < 200 || answer.status > 299) error = `The receiver answered ${answer.status}`
      } catch (failure) {
        const cause = (failure as { cause?: { code?: string; message?: string } }).cause
        error = (failure as Error).name === 'TimeoutError' ? `No answer within ${webhookTimeoutMs / 1000} s` : cause?.code === 'ECLOSEDNETWORK' ? `${cause.message}: nothing is sent there` : `Could not reach the receiver: ${(failure as Error).message}`
      }
    }
    await deps.repositories.webhooks.recordDelivery({
      brandId: job.brandId,
      messageId: job.messageId,
      event: job.event.event,
      attempt,
      url: webhook.url,
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
    })
    if (error) throw new Error(error)
  }
}
