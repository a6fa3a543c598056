import { Box } from '@chakra-ui/react'
import { useSyncExternalStore } from 'react'
import { FormattedMessage } from 'react-intl'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Says plainly when the device is offline, so stale or missing data is not mistaken for a fault. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine)
  if (online) return null
  return (
    // A dark orange: white text on it reads at 7.3:1 (the theme's warning orange gave 3.6:1).
    <Box role="status" bg="orange.800" color="white" paddingX="4" paddingY="2" textAlign="center" fontWeight="medium">
      <FormattedMessage id="shell.offlineBanner.text" defaultMessage="You are offline. What you see was saved earlier and may be out of date." />
    </Box>
  )
}
