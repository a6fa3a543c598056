import { Box, Button, Text } from '@chakra-ui/react'
import { useState, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useBrand } from '../../lib/site/use-brand'
import { installPromptStore, needsIosInstructions, runsInstalled, type InstallPromptStore } from './install-prompt'

/**
 * Offers to install the brand's app on the home screen: the browser's own dialog where it has
 * one, the Share-menu steps on iPhone and iPad, nothing once installed.
 */
export function InstallOffer({ store = installPromptStore() }: { store?: InstallPromptStore }) {
  const { name } = useBrand().site.meta
  const canPrompt = useSyncExternalStore(store.subscribe, store.canPrompt)
  const installed = useSyncExternalStore(store.subscribe, store.installed)
  const [showSteps] = useState(() => needsIosInstructions(navigator, runsInstalled()))
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'pwa.install.label', defaultMessage: 'Install the app' })

  if (installed || runsInstalled()) return null
  if (canPrompt) {
    return (
      <Box as="aside" aria-label={label} marginY="4">
        <Button colorPalette="primary" variant="outline" size="sm" onClick={() => void store.prompt()}>
          <FormattedMessage id="pwa.install.button" defaultMessage="Install the {name} app" values={{ name }} />
        </Button>
      </Box>
    )
  }
  if (showSteps) {
    return (
      <Box as="aside" aria-label={label} marginY="4" fontSize="sm" color="fg.muted">
        <Text>
          <FormattedMessage
            id="pwa.install.iosSteps"
            defaultMessage="Add {name} to your home screen: tap <b>Share</b>, then <b>Add to Home Screen</b>."
            values={{ name, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </Text>
      </Box>
    )
  }
  return null
}
