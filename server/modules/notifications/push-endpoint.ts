import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import type { ErrorWords } from '../../http-error'
import { outboundAddressProblem } from '../../outbound-address'

const words = defineMessages({
  notAnAddress: { id: 'notificationsErrors.endpointNotAnAddress', defaultMessage: 'must be the address of a push service' },
  notHttps: { id: 'notificationsErrors.endpointNotHttps', defaultMessage: 'must be an https address: push services are reached over HTTPS only' },
  credentials: { id: 'notificationsErrors.endpointCredentials', defaultMessage: 'must not carry a user name or password' },
  local: { id: 'notificationsErrors.endpointLocal', defaultMessage: 'must be the address of a push service, not a local or numeric address' },
})
const problemWords = new Map<string, MessageDescriptor>(Object.values(words).map((message) => [message.defaultMessage, message]))

/**
 * Why the server will not push to this address, or null when it will. A browser's push service
 * is always an https address with a name (fcm.googleapis.com, updates.push.services.mozilla.com,
 * web.push.apple.com, *.notify.windows.com); a bare IP address or localhost would only make the
 * server post to machines near it. Said in the requester's language.
 */
export function pushEndpointProblem(endpoint: string, allowLoopbackHttp: boolean): ErrorWords | null {
  const problem = outboundAddressProblem(endpoint, { allowLoopbackHttp, receiver: 'a push service', overHttps: 'push services are reached over HTTPS only' })
  return problem === null ? null : (problemWords.get(problem) ?? problem)
}
