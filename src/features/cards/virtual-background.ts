import { qrModules, qrQuietZone } from '../../domain/qr-modules'
import { readableOn } from '../../theme/contrast'

export const backgroundSize = { width: 1920, height: 1080 } as const

type Background = {
  name: string
  role: string
  address: string
  background: string
  text: string
  /** The line above the code, in the reader's language: "Scan for my card". */
  scanLine: string
}

/**
 * A video call's background of a card, 1920×1080: the brand's colour, the name and role at the
 * left, and at the right a QR code of the card's address on white with its quiet zone, large
 * enough for a phone to read from the other side of a call. Camera pictures are mirrored for the
 * person in the call only; the others see it as drawn.
 */
export function drawVirtualBackground(canvas: HTMLCanvasElement, card: Background): void {
  const { width, height } = backgroundSize
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw images.')
  context.fillStyle = card.background
  context.fillRect(0, 0, width, height)
  context.fillStyle = readableOn(card.background, card.text)
  context.textBaseline = 'top'
  context.font = 'bold 72px Arial, Helvetica, sans-serif'
  context.fillText(card.name, 120, 120, 1100)
  context.font = '40px Arial, Helvetica, sans-serif'
  if (card.role) context.fillText(card.role, 120, 220, 1100)

  const modules = qrModules(card.address)
  const cells = modules.length + qrQuietZone * 2
  const scale = Math.floor(400 / cells)
  const side = cells * scale
  const left = width - 120 - side
  const top = height - 120 - side
  context.fillStyle = '#ffffff'
  context.fillRect(left, top, side, side)
  context.fillStyle = '#000000'
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(left + (x + qrQuietZone) * scale, top + (y + qrQuietZone) * scale, scale, scale)
    }),
  )
  context.fillStyle = readableOn(card.background, card.text)
  context.font = '32px Arial, Helvetica, sans-serif'
  context.textAlign = 'right'
  context.fillText(card.scanLine, width - 120, top - 56)
}
