import { pageLocale, say } from './say'
import { forgetCard, readSavedCards } from './saved-cards-storage'

// Made when the list is first shown: a date format is slow to make (the locale's data is loaded),
// and the card page would pay for it at load, where nobody has opened Saved cards yet.
let seenFormat: Intl.DateTimeFormat | undefined
const formatSeen = (date: Date) => (seenFormat ??= new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' })).format(date)

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  if (className) created.className = className
  if (text !== undefined) created.textContent = text
  return created
}

/**
 * Saved cards: the cards this device keeps (the same list as the app's), newest first; each opens
 * with no network once seen. A modal dialog: focus moves into it, Escape closes it, and focus goes
 * back to the button that opened it.
 */
export function startSavedCards(opener: HTMLButtonElement, dialog: HTMLDialogElement): void {
  const body = dialog.querySelector<HTMLElement>('.mqc-saved-body')
  const close = dialog.querySelector<HTMLButtonElement>('.mqc-close')
  if (!body || !close || typeof dialog.showModal !== 'function') return

  function fill() {
    const cards = readSavedCards()
    if (cards.length === 0) {
      body!.replaceChildren(element('p', 'mqc-muted', say('savedEmpty')))
      return
    }
    const list = element('ul', 'mqc-saved-list')
    list.setAttribute('aria-label', say('savedCards'))
    for (const { card, seenAt, contactSavedAt } of cards) {
      const item = element('li', '')
      let photo: HTMLElement
      if (card.photo) {
        const image = element('img', 'mqc-saved-photo')
        image.src = card.photo
        image.alt = ''
        image.width = 48
        image.height = 48
        photo = image
      } else {
        photo = element('span', 'mqc-saved-photo')
      }
      const text = element('div', 'mqc-saved-text')
      const link = element('a', '', card.display_name)
      link.href = `/vcard/${encodeURIComponent(card.key)}`
      text.append(
        link,
        element('p', '', [card.job_title, card.organisation].filter(Boolean).join(' · ')),
        element('p', '', say(contactSavedAt ? 'seenSaved' : 'seen', { when: formatSeen(new Date(seenAt)) })),
      )
      const remove = element('button', 'mqc-ghost', say('remove'))
      remove.type = 'button'
      remove.setAttribute('aria-label', say('removeNamed', { name: card.display_name }))
      remove.addEventListener('click', () => {
        forgetCard(card.key)
        fill()
        close!.focus()
      })
      item.append(photo, text, remove)
      list.append(item)
    }
    body!.replaceChildren(list)
  }

  opener.addEventListener('click', () => {
    fill()
    dialog.showModal()
    opener.setAttribute('aria-expanded', 'true')
  })
  close.addEventListener('click', () => dialog.close())
  // A tap on the dimmed page around the dialog closes it, as it does a drawer.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  dialog.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false')
    opener.focus()
  })
  opener.setAttribute('aria-expanded', 'false')
  opener.hidden = false
}
