import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react'

/**
 * Notifications: top-right, away from the content a person reads; 5000 ms, long enough to read a
 * sentence; at most 20 on screen (more wait their turn), so a burst of errors cannot cover the page.
 */
export const notificationRules = { placement: 'top-end', duration: 5000, max: 20 } as const

export const toaster = createToaster({ ...notificationRules, pauseOnPageIdle: true })

export function notifyError(message: string) {
  toaster.create({ type: 'error', title: message, closable: true })
}

export function notifySuccess(message: string) {
  toaster.create({ type: 'success', title: message, closable: true })
}

export function Notifications() {
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
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
