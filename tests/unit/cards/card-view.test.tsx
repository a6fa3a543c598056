import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CardView } from '../../../src/features/cards/components/card-view'
import { fullCard } from './card-fixture'
import { renderWithTheme } from '../render-with-theme'

function renderCard(card = fullCard) {
  return renderWithTheme(<CardView card={card} />, card.colors)
}

describe('the card view', () => {
  it('shows the photo, the name as the page heading, the job title, the organisation and the bio', () => {
    renderCard()
    expect(screen.getByRole('img', { name: 'Photo of Dr. Ada Lovelace FRS' })).toHaveAttribute('src', fullCard.photo)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dr. Ada Lovelace FRS')
    expect(screen.getByText('Analyst of engines')).toBeInTheDocument()
    expect(screen.getByText('Harbour Lights')).toBeInTheDocument()
    expect(screen.getByText(/First programmer\.\s+Poet of science\./)).toBeInTheDocument()
  })

  it('calls each number with a tel: address of its digits, keeping a leading +', () => {
    renderCard()
    const details = screen.getByRole('list', { name: 'Contact details' })
    expect(within(details).getByRole('link', { name: 'Call (work) +44 (20) 7946-0958' })).toHaveAttribute('href', 'tel:+442079460958')
    expect(within(details).getByRole('link', { name: 'Call (mobile) 07700 900123' })).toHaveAttribute('href', 'tel:07700900123')
  })

  it('writes to each address with mailto:', () => {
    renderCard()
    expect(screen.getByRole('link', { name: 'E-mail ada@harbour.example' })).toHaveAttribute('href', 'mailto:ada@harbour.example')
    expect(screen.getByRole('link', { name: 'E-mail ada@home.example' })).toHaveAttribute('href', 'mailto:ada@home.example')
  })

  it('opens websites and social profiles in a new tab, named by their label, address or network', () => {
    renderCard()
    const notes = screen.getByRole('link', { name: 'My notes' })
    expect(notes).toHaveAttribute('href', 'https://harbour.example/ada')
    expect(notes).toHaveAttribute('target', '_blank')
    expect(notes).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'engines.example/' })).toHaveAttribute('href', 'https://engines.example/')
    const details = within(screen.getByRole('list', { name: 'Contact details' }))
    expect(details.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/ada')
    expect(details.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ada')
  })

  it('draws the icon row above the details: one link per action, named for it, each icon hidden from screen readers', () => {
    renderCard()
    const row = screen.getByRole('list', { name: 'Quick actions' })
    const links = within(row).getAllByRole('link')
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Call Dr. Ada Lovelace FRS', 'tel:+442079460958'],
      ['Send a text to Dr. Ada Lovelace FRS', 'sms:07700900123'],
      ['E-mail Dr. Ada Lovelace FRS', 'mailto:ada@harbour.example'],
      ['Website: My notes', 'https://harbour.example/ada'],
      ['Map: 12 Harbour Street, Bristol, BS1 4RN, United Kingdom', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 Harbour Street, Bristol, BS1 4RN, United Kingdom')}`],
      ['WhatsApp', 'https://wa.me/447700900123'],
      ['Telegram', 'https://t.me/ada_lovelace'],
      ['LinkedIn', 'https://www.linkedin.com/in/ada'],
      ['GitHub', 'https://github.com/ada'],
    ])
    for (const link of links) expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('links the address to a map search of it, leaving out empty parts', () => {
    renderCard()
    const map = screen.getByRole('link', { name: '12 Harbour Street, Bristol, BS1 4RN, United Kingdom' })
    expect(map).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('12 Harbour Street, Bristol, BS1 4RN, United Kingdom')}`,
    )
  })

  it('shows no link list, job title or bio that the card does not have', () => {
    renderCard({ ...fullCard, job_title: '', bio: '', phones: [], emails: [], websites: [], address: null, socials: [], photo: null })
    expect(screen.queryByRole('list', { name: 'Contact details' })).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByText('Analyst of engines')).toBeNull()
  })

  it("shows the person's initials when the photo cannot be loaded, as offline", () => {
    renderCard()
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Dr. Ada Lovelace FRS' }))
    expect(screen.getByRole('img', { name: 'Initials of Dr. Ada Lovelace FRS' })).toHaveTextContent('AL')
  })
})
