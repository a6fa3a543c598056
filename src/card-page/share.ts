import { say } from './say'
import { cardAddress } from '../domain/card-address'
import { shareCard } from '../features/cards/share-card'

/** Share: the phone's share sheet where there is one, else the address copied, with a word on what happened. */
export function startShare(button: HTMLButtonElement, note: HTMLElement, key: string, name: string): void {
  const url = cardAddress(location.origin, key)
  button.addEventListener('click', () => {
    note.textContent = ''
    void shareCard(url, name).then((outcome) => {
      if (outcome === 'copied') note.textContent = say('linkCopied')
      if (outcome === 'failed') note.textContent = say('cardAddressNotCopied', { address: url })
    })
  })
  button.hidden = false
}
