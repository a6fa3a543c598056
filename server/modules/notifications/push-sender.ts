import type { PushMessage } from '../../../src/domain/notification'
import type { Repositories } from '../../app-context'
import { pushEndpointProblem } from './push-endpoint'
import type { VapidKeys } from './vapid-keys'

/** What a push job carries: the subscription by id (gone when unsubscribed since), and the message. */
export type PushJob = { subscriptionId: string; message: PushMessage }

/** How long a push service keeps a message for a browser that is offline: a day. */
const timeToLiveSeconds = 24 * 60 * 60

/**
 * Sends one push job: web-push encrypts the message for the browser (RFC 8291, aes128gcm) and signs
 * the request with the server's VAPID key (RFC 8292); the request itself goes out with fetch. A push
 * service that answers 404 or 410 has forgotten the browser, so the subscription is deleted and the
 * job is done; any other failure throws, and the queue tries again later.
 */
export function pushSender(options: { repositories: Repositories; vapid: VapidKeys; subject: string; allowLoopbackHttp: boolean }) {
  const { repositories, vapid } = options
  return async (job: PushJob): Promise<void> => {
    const subscription = await repositories.pushSubscriptions.findById(job.subscriptionId)
    if (!subscription) return
    if (pushEndpointProblem(subscription.endpoint, options.allowLoopbackHttp)) {
      await repositories.pushSubscriptions.forget(subscription.id)
      return
    }
    // Loaded at the first push, not at start (it brings its own ASN.1 and JWS libraries).
    const { default: webpush } = await import('web-push')
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(job.message),
      {
        vapidDetails: { subject: options.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: timeToLiveSeconds,
        urgency: job.message.kind === 'lead' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    )
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        // fetch counts the body itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    )
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(15_000),
    })
    await response.body?.cancel()
    if (response.status === 404 || response.status === 410) {
      await repositories.pushSubscriptions.forget(subscription.id)
      return
    }
    if (!response.ok) throw new Error(`The push service answered ${response.status} for subscription ${subscription.id}`)
    await repositories.pushSubscriptions.markSent(subscription.id)
  }
}
