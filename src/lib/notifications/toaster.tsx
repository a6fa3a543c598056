import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react'
import { useIntl } from 'react-intl'

/**
 * Notifications: top-right, away from the content a person reads; 5000 ms, long enough to read a
 * sentence; at most 20 on screen (more wait their turn), so a burst of errors cannot cover the page.
 */
export const notificationRules = { placement: 'top-end', duration: 5000, max: 20 } as const

export const toaster = createToaster({ ...notificationRules, pauseOnPageIdle: true })

/**
 * A notification is named by what it says: the same message again (a second click on Save, the
 * same failure from two requests) updates the one on screen instead of stacking a copy.
 */
const notify = (type: 'error' | 'success', message: string) => toaster.create({ id: `${type}:${message}`, type, title: message, closable: true })

export function notifyError(message: string) {
  notify('error', message)
}

export function notifySuccess(message: string) {
  notify('success', message)
}

export function Notifications() {
  const intl = useIntl()
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={intl.formatMessage({ id: 'app.notifications.dismiss', defaultMessage: 'Dismiss notification' })} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
