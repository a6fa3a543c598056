import type { PublicCard } from '../domain/card'
import { embeddedCard } from './card-data'
import { startInstallOffer } from '../features/pwa/install-offer-element'
import { startLeadForm } from './lead-form'
import { startOfflineBanner } from './offline-banner'
import { startQrPanel } from './qr-panel'
import { forgetCard, recordCardSeen, recordContactSaved } from './saved-cards-storage'
import { startSavedCards } from './saved-cards-dialog'
import { startServiceWorker } from './service-worker'
import { startShare } from './share'

/**
 * Counts the visit as the app does (a QR code's address carries ?src=qr, so the scan counts too)
 * and keeps the card on the device as the server answers it now; a card the server no longer
 * publishes is forgotten here too.
 */
async function countVisit(card: PublicCard): Promise<void> {
  const src = new URLSearchParams(location.search).get('src')
  const query = src && src.length <= 32 ? `?src=${encodeURIComponent(src)}` : ''
  try {
    const answer = await fetch(`/api/vcards/${encodeURIComponent(card.key)}${query}`)
    if (answer.status === 404) return forgetCard(card.key)
    if (answer.ok) recordCardSeen((await answer.json()) as PublicCard, new Date().toISOString())
  } catch {
    // Offline: the card stays as the page showed it.
  }
}

/**
 * Tells the server which of the card's links a visitor followed, without holding them back:
 * sendBeacon goes even as the page is left. Only the link is sent, nothing of the visitor.
 */
function countLinkTaps(links: HTMLElement, key: string): void {
  links.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('a')?.getAttribute('href')
    if (!target || !('sendBeacon' in navigator)) return
    navigator.sendBeacon(`/api/vcards/${encodeURIComponent(key)}/taps`, new Blob([JSON.stringify({ target })], { type: 'application/json' }))
  })
}

/** The browser's turn: a tap, a frame or its own work goes between two parts of the take-over. */
const browsersTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Each part of the card is made to work in a task of its own: what the device keeps, the parts
 * the visitor sees (Share, QR code, the lead form, Saved cards), then the counts, the install
 * offer and the service worker. Together, on a slow phone, they made one task long
 * enough to count as blocking (Lighthouse's total blocking time); local storage, cookies and
 * starting a fetch each wait on the browser, sometimes for milliseconds.
 */
async function start(page: HTMLElement, card: PublicCard, installPrompt: () => Event | null) {
  const find = <T extends Element>(selector: string) => page.querySelector<T>(selector)
  const name = card.display_name
  const parts: (() => void)[] = [
    // First what the device keeps: the card, and a contact saved from it.
    () => {
      recordCardSeen(card, new Date().toISOString())
      find('.mqc-save')?.addEventListener('click', () => recordContactSaved(card, new Date().toISOString()))
    },
    () => {
      const banner = find<HTMLElement>('.mqc-offline')
      if (banner) startOfflineBanner(banner)
      const share = find<HTMLButtonElement>('[data-action="share"]')
      const note = find<HTMLElement>('.mqc-note')
      if (share && note) startShare(share, note, card.key, name)
      const qr = find<HTMLButtonElement>('[data-action="qr"]')
      const qrPanel = find<HTMLElement>('#card-qr')
      if (qr && qrPanel) startQrPanel(qr, qrPanel, card.key, name)
    },
    () => {
      const lead = find<HTMLElement>('.mqc-lead')
      if (lead) startLeadForm(lead, card.key, card.given_name || name)
    },
    () => {
      const savedOpener = find<HTMLButtonElement>('.mqc-saved-open')
      const savedDialog = find<HTMLDialogElement>('#mqc-saved')
      if (savedOpener && savedDialog) startSavedCards(savedOpener, savedDialog)
    },
    () => {
      for (const links of page.querySelectorAll<HTMLElement>('.mqc-links, .mqc-icons')) countLinkTaps(links, card.key)
      void countVisit(card)
    },
    () => {
      const install = find<HTMLElement>('.mqc-install')
      if (install) startInstallOffer(install, installPrompt())
    },
    () => startServiceWorker(card.photo ? [card.photo] : []),
  ]
  for (const part of parts) {
    part()
    await browsersTurn()
  }
}

/** A business page (/vcard/{slug}) is links, the device's saved cards and the offline banner; the worker keeps the page and its pictures. */
function startBusiness(page: HTMLElement) {
  const banner = page.querySelector<HTMLElement>('.mqc-offline')
  if (banner) startOfflineBanner(banner)
  const savedOpener = page.querySelector<HTMLButtonElement>('.mqc-saved-open')
  const savedDialog = page.querySelector<HTMLDialogElement>('#mqc-saved')
  if (savedOpener && savedDialog) startSavedCards(savedOpener, savedDialog)
  const images = [...page.querySelectorAll('img')].map((image) => image.getAttribute('src')).filter((src): src is string => Boolean(src))
  startServiceWorker(images)
}

/**
 * The server drew the card: this takes over its element as it is, and never draws it again.
 * `installPrompt` hands over the browser's offer to install, when it came before the install
 * offer started listening for it; asked for just then, so none comes between.
 */
export function takeOver(installPrompt: () => Event | null): void {
  const page = document.getElementById('card-page')
  if (page?.dataset.business) {
    // A business page makes no install offer of its own: the browser's comes as it would.
    installPrompt()
    return startBusiness(page)
  }
  const card = page ? embeddedCard(page) : null
  if (page && card) void start(page, card, installPrompt)
}
