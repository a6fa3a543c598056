import { createInstallPromptStore, needsIosInstructions, runsInstalled } from '../features/pwa/install-prompt'

/**
 * Offers to install the brand's app on the home screen, as the app's InstallOffer: the browser's
 * own dialog where it has one, the Share-menu steps on iPhone and iPad, nothing once installed.
 */
export function startInstallOffer(aside: HTMLElement): void {
  const button = aside.querySelector('button')
  const steps = aside.querySelector('p')
  if (!button || !steps) return
  const store = createInstallPromptStore(window)
  const iosSteps = needsIosInstructions(navigator, runsInstalled())
  const update = () => {
    const installed = store.installed() || runsInstalled()
    const offered = !installed && store.canPrompt()
    const explained = !installed && !offered && iosSteps
    button.hidden = !offered
    steps.hidden = !explained
    aside.hidden = !offered && !explained
  }
  button.addEventListener('click', () => void store.prompt())
  store.subscribe(update)
  update()
}
