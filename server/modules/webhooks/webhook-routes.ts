import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { webhookDeliveryListSchema, webhookSchema, webhookUpdateSchema, type WebhookEvent } from '../../../src/domain/webhook'
import type { AppContext } from '../../app-context'
import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { fieldError, notFound, type ErrorWords } from '../../http-error'
import { outboundAddressProblem } from '../../outbound-address'
import { actorOf } from '../../access/actor'

const words = defineMessages({
  noWebhook: { id: 'webhooksErrors.noWebhook', defaultMessage: 'This brand has no webhook yet' },
  turnedOff: { id: 'webhooksErrors.turnedOff', defaultMessage: 'the webhook is turned off; turn it on to send a test' },
  notAnAddress: { id: 'webhooksErrors.urlNotAnAddress', defaultMessage: 'must be the address of a webhook receiver' },
  notHttps: { id: 'webhooksErrors.urlNotHttps', defaultMessage: 'must be an https address: leads travel encrypted' },
  credentials: { id: 'webhooksErrors.urlCredentials', defaultMessage: 'must not carry a user name or password' },
  local: { id: 'webhooksErrors.urlLocal', defaultMessage: 'must be the address of a webhook receiver, not a local or numeric address' },
})
const addressProblemWords = new Map<string, MessageDescriptor>([words.notAnAddress, words.notHttps, words.credentials, words.local].map((message) => [message.defaultMessage, message]))

/** Why the server will not post to a webhook at this address, in the requester's language; null when it will. */
function webhookAddressProblem(url: string, allowLoopbackHttp: boolean): ErrorWords | null {
  const problem = outboundAddressProblem(url, { allowLoopbackHttp, receiver: 'a webhook receiver', overHttps: 'leads travel encrypted' })
  return problem === null ? null : (addressProblemWords.get(problem) ?? problem)
}

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const webhookAdmins = { access: { brand: 'edit-brand' } } as const

type WebhookRow = { url: string; enabled: boolean; secret: string; updatedAt: Date }
const toWebhook = (row: WebhookRow) => ({ url: row.url, enabled: row.enabled, secret: row.secret, updated_at: row.updatedAt.toISOString() })

/** Queues an event for the brand's webhook, when it has one that is on; the queue posts it and retries. */
export async function sendToWebhook(context: Pick<AppContext, 'repositories' | 'jobs' | 'config'>, brandId: string, messageId: string | null, event: WebhookEvent): Promise<void> {
  const webhook = await context.repositories.webhooks.find(brandId)
  if (!webhook?.enabled) return
  await context.jobs.send('webhook', { brandId, messageId, event }, { retryDelay: context.config.webhookRetrySeconds })
}

/** A brand's webhook: where its new leads are posted for a CRM, signed with its secret, and the log of every try. */
export const webhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { repositories, allowLoopbackHttp } = context

  async function webhookOf(brandId: string) {
    const webhook = await repositories.webhooks.find(brandId)
    if (!webhook) throw notFound(words.noWebhook)
    return webhook
  }

  /** The brand's webhook as answered, its change recorded in the audit log (the secret only as changed, never its value). */
  async function recordWebhookEdit(request: FastifyRequest & { brand: { id: string } }, before: WebhookRow | null, webhook: WebhookRow, fields: string[], summary: string) {
    await repositories.auditLog.recordEdit(null, actorOf(request), {
      action: 'brand.edited',
      object: { type: 'brand', id: request.brand.id },
      before: before && toWebhook(before),
      after: toWebhook(webhook),
      fields,
      summary: () => summary,
      brandId: request.brand.id,
    })
    return toWebhook(webhook)
  }

  app.get('/api/brands/:brandId/webhook', { config: webhookAdmins, schema: { params: brandParams, response: { 200: webhookSchema } } }, async (request) =>
    toWebhook(await webhookOf(request.brand.id)),
  )

  app.put('/api/brands/:brandId/webhook', { config: webhookAdmins, schema: { params: brandParams, body: webhookUpdateSchema, response: { 200: webhookSchema } } }, async (request) => {
    const problem = webhookAddressProblem(request.body.url, allowLoopbackHttp)
    if (problem) throw fieldError('url', problem)
    const before = await repositories.webhooks.find(request.brand.id)
    const webhook = await repositories.webhooks.save(request.brand.id, request.body)
    return recordWebhookEdit(request, before, webhook, Object.keys(request.body), `Set the brand's webhook to ${webhook.url}${webhook.enabled ? '' : ', turned off'}`)
  })

  app.delete('/api/brands/:brandId/webhook', { config: webhookAdmins, schema: { params: brandParams } }, async (request, reply) => {
    if (!(await repositories.webhooks.remove(request.brand.id))) throw notFound(words.noWebhook)
    return reply.code(204).send()
  })

  app.post('/api/brands/:brandId/webhook/secret', { config: webhookAdmins, schema: { params: brandParams, response: { 200: webhookSchema } } }, async (request) => {
    const before = await repositories.webhooks.find(request.brand.id)
    const webhook = await repositories.webhooks.rotateSecret(request.brand.id)
    if (!webhook) throw notFound(words.noWebhook)
    return recordWebhookEdit(request, before, webhook, ['secret'], "Gave the brand's webhook a new secret")
  })

  app.post('/api/brands/:brandId/webhook/test', { config: webhookAdmins, schema: { params: brandParams } }, async (request, reply) => {
    const webhook = await webhookOf(request.brand.id)
    if (!webhook.enabled) throw fieldError('enabled', words.turnedOff)
    await sendToWebhook(context, request.brand.id, null, { event: 'webhook.test', created_at: new Date().toISOString(), data: { brand_id: request.brand.id } })
    return reply.code(202).send({ queued: true })
  })

  app.get('/api/brands/:brandId/webhook/deliveries', { config: webhookAdmins, schema: { params: brandParams, response: { 200: webhookDeliveryListSchema } } }, async (request) => {
    const rows = await repositories.webhooks.deliveries(request.brand.id)
    return {
      deliveries: rows.map((row) => ({
        id: row.id,
        event: row.event,
        message_id: row.messageId,
        attempt: row.attempt,
        url: row.url,
        status_code: row.statusCode,
        error: row.error,
        duration_ms: row.durationMs,
        created_at: row.createdAt.toISOString(),
      })),
    }
  })
}
