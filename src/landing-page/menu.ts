/**
 * The phone's menu: the header's button opens the navigation as a modal dialog from the side, as
 * the app's drawer does. The browser's modal dialog makes the page behind it inert and closes on
 * Escape; Tab goes round the menu's own links (the browser would leave the page for its own
 * toolbar); the button says whether the menu is open (aria-expanded) and gets the focus back.
 */
export function startMenu(button: HTMLButtonElement, menu: HTMLDialogElement): void {
  const close = () => menu.close()
  button.addEventListener('click', () => {
    menu.showModal()
    button.setAttribute('aria-expanded', 'true')
  })
  menu.addEventListener('close', () => {
    button.setAttribute('aria-expanded', 'false')
    button.focus()
  })
  menu.querySelector('.mql-close')?.addEventListener('click', close)
  // A tap on the dimmed page beside the menu closes it: the dialog itself is the backdrop's target.
  menu.addEventListener('click', (event) => {
    if (event.target === menu) close()
  })
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const stops = [...menu.querySelectorAll<HTMLElement>('a[href], button')]
    const [first, last] = [stops[0], stops.at(-1)]
    if (!first || !last) return
    const from = document.activeElement
    if (event.shiftKey ? from === first || !menu.contains(from) : from === last) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  })
  // Following a link to a place on this page leaves the menu closed behind it.
  for (const link of menu.querySelectorAll('a')) link.addEventListener('click', close)
}
