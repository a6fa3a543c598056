import { Box, Button, Text } from '@chakra-ui/react'
import { useState, useSyncExternalStore } from 'react'
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

  if (installed || runsInstalled()) return null
  if (canPrompt) {
    return (
      <Box as="aside" aria-label="Install the app" marginY="4">
        <Button colorPalette="primary" variant="outline" size="sm" onClick={() => void store.prompt()}>
          Install the {name} app
        </Button>
      </Box>
    )
  }
  if (showSteps) {
    return (
      <Box as="aside" aria-label="Install the app" marginY="4" fontSize="sm" color="fg.muted">
        <Text>
          Add {name} to your home screen: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </Text>
      </Box>
    )
  }
  return null
}
