import { useCallback, useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { pushSubscriptionCreateSchema } from '../../../domain/notification'
import { useAppDispatch } from '../../../lib/store/hooks'
import { createPushSubscriptionApi } from '../api/create-push-subscription'
import { getPushPublicKeyApi } from '../api/get-push-public-key'

/** Where push stands on this browser: on, off, refused by the person in the browser, or impossible here. */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on'

const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The VAPID key as pushManager.subscribe takes it: bytes, from the server's base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const text = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

/** The app's service worker, or null when none takes this page within 10 s (a development server has none). */
async function serviceWorker(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

/**
 * Web Push on this device: its state, and `turnOn`, which asks the browser's permission, subscribes
 * with the server's VAPID key and hands the subscription to the server. Answers a problem to show, if any.
 */
export function usePushOnThisDevice() {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const [state, setState] = useState<PushState>(() => (!pushSupported() ? 'unsupported' : Notification.permission === 'denied' ? 'blocked' : 'checking'))

  useEffect(() => {
    if (!pushSupported() || Notification.permission === 'denied') return
    let current = true
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => current && setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => current && setState('off'))
    return () => {
      current = false
    }
  }, [])

  const turnOn = useCallback(async (): Promise<string | null> => {
    if (!pushSupported()) return intl.formatMessage({ id: 'notifications.push.unsupported', defaultMessage: 'This browser cannot receive push notifications.' })
    const permission = await Notification.requestPermission()
    if (permission === 'denied') {
      setState('blocked')
      return null
    }
    if (permission !== 'granted') return intl.formatMessage({ id: 'notifications.push.notAllowed', defaultMessage: 'Push stays off until you allow notifications for this site.' })
    const registration = await serviceWorker()
    if (!registration)
      return intl.formatMessage({ id: 'notifications.push.noWorker', defaultMessage: "The app's offline worker is not running here; reload the page and try again." })
    const key = await dispatch(getPushPublicKeyApi.endpoints.getPushPublicKey.initiate())
    if (!key.data) return intl.formatMessage({ id: 'notifications.push.noServer', defaultMessage: 'The server could not be reached; try again when you are online.' })
    try {
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data.public_key) })
      const body = pushSubscriptionCreateSchema.parse(subscription.toJSON())
      const saved = await dispatch(createPushSubscriptionApi.endpoints.createPushSubscription.initiate(body))
      if ('error' in saved) {
        await subscription.unsubscribe()
        return intl.formatMessage({ id: 'notifications.push.refused', defaultMessage: 'The server did not take this device’s subscription; try again later.' })
      }
    } catch {
      return intl.formatMessage({ id: 'notifications.push.serviceUnreachable', defaultMessage: 'This browser could not reach its push service; try again later.' })
    }
    setState('on')
    return null
  }, [dispatch, intl])

  return { state, turnOn }
}
