import { outboundAddressProblem } from '../../outbound-address'

/**
 * Why the server will not push to this address, or null when it will. A browser's push service
 * is always an https address with a name (fcm.googleapis.com, updates.push.services.mozilla.com,
 * web.push.apple.com, *.notify.windows.com); a bare IP address or localhost would only make the
 * server post to machines near it.
 */
export function pushEndpointProblem(endpoint: string, allowLoopbackHttp: boolean): string | null {
  return outboundAddressProblem(endpoint, { allowLoopbackHttp, receiver: 'a push service', overHttps: 'push services are reached over HTTPS only' })
}
