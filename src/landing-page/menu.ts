/**
 * The phone's menu: the header's button opens the navigation as a modal dialog from the side, as
 * the app's drawer does. The browser's modal dialog keeps the keyboard inside it and closes on
 * Escape; the button says whether the menu is open (aria-expanded) and gets the focus back.
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
  // Following a link to a place on this page leaves the menu closed behind it.
  for (const link of menu.querySelectorAll('a')) link.addEventListener('click', close)
}
