import { createInstallPromptStore, needsIosInstructions, runsInstalled } from './install-prompt'

/**
 * Offers to install the brand's app on the home screen from a page drawn by the server (the card
 * page, the home page): the browser's own dialog where it has one, the Share-menu steps on iPhone
 * and iPad, nothing once installed — as the app's InstallOffer does.
 */
export function startInstallOffer(aside: HTMLElement, early: Event | null = null): void {
  const button = aside.querySelector('button')
  const steps = aside.querySelector('p')
  if (!button || !steps) return
  const store = createInstallPromptStore(window, early)
  const iosSteps = needsIosInstructions(navigator, runsInstalled())
  // Where the steps open from a button (the card page's corner), they are the button's to show.
  const stepsOnDemand = aside.dataset.steps === 'on-demand'
  const update = () => {
    const offered = !store.installed() && !runsInstalled() && store.canPrompt()
    const explained = !store.installed() && !offered && iosSteps
    button.hidden = !(offered || (explained && stepsOnDemand))
    if (!explained) steps.hidden = true
    else if (!stepsOnDemand) steps.hidden = false
    aside.hidden = !offered && !explained
  }
  button.addEventListener('click', () => {
    if (store.canPrompt()) return void store.prompt()
    steps.hidden = !steps.hidden
    button.setAttribute('aria-expanded', String(!steps.hidden))
  })
  if (stepsOnDemand && iosSteps) {
    button.setAttribute('aria-expanded', 'false')
    if (steps.id) button.setAttribute('aria-controls', steps.id)
  }
  store.subscribe(update)
  update()
}
