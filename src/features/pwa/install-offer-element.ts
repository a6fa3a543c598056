import { createInstallPromptStore, needsIosInstructions, runsInstalled } from './install-prompt'

/**
 * Offers to install the brand's app on the home screen from a page drawn by the server (the card
 * page, the home page): the browser's own dialog where it has one, the Share-menu steps on iPhone
 * and iPad, nothing once installed — as the app's InstallOffer does.
 */
export function startInstallOffer(aside: HTMLElement): void {
  const button = aside.querySelector('button')
  const steps = aside.querySelector('p')
  if (!button || !steps) return
  const store = createInstallPromptStore(window)
  const iosSteps = needsIosInstructions(navigator, runsInstalled())
  const update = () => {
    const offered = !store.installed() && !runsInstalled() && store.canPrompt()
    const explained = !store.installed() && !offered && iosSteps
    button.hidden = !offered
    steps.hidden = !explained
    aside.hidden = !offered && !explained
  }
  button.addEventListener('click', () => void store.prompt())
  store.subscribe(update)
  update()
}
