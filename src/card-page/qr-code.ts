import qrcode from 'qrcode-generator'
import { say } from './say'

// Text goes into the code as UTF-8, as phones read it (the library's default keeps one byte per
// character, which turns "Tomás" into another name).
qrcode.stringToBytes = qrcode.stringToBytesFuncs['UTF-8']!

const svgNs = 'http://www.w3.org/2000/svg'
/** The four modules of white a reader needs around a code. */
const quietZone = 4

/** A QR code of `address` in black on white with its quiet zone, the name under it, and Copy link. */
export function cardQrCode(address: string, name: string): DocumentFragment {
  const qr = qrcode(0, 'M')
  qr.addData(address)
  qr.make()
  const count = qr.getModuleCount()
  const size = count + quietZone * 2
  let path = ''
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (qr.isDark(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`
    }
  }
  const svg = document.createElementNS(svgNs, 'svg')
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`)
  svg.setAttribute('class', 'mqc-qr-code')
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', `QR code of ${address}`)
  svg.setAttribute('shape-rendering', 'crispEdges')
  const background = document.createElementNS(svgNs, 'rect')
  background.setAttribute('width', String(size))
  background.setAttribute('height', String(size))
  background.setAttribute('fill', '#ffffff')
  const modules = document.createElementNS(svgNs, 'path')
  modules.setAttribute('d', path)
  modules.setAttribute('fill', '#000000')
  svg.append(background, modules)

  const caption = document.createElement('p')
  caption.className = 'mqc-qr-name'
  caption.textContent = name
  const copy = document.createElement('button')
  copy.type = 'button'
  copy.className = 'mqc-button'
  copy.textContent = say('copyLink')
  const note = document.createElement('p')
  note.className = 'mqc-note'
  note.setAttribute('role', 'status')
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(address).then(
      () => (note.textContent = say('linkCopied')),
      () => (note.textContent = say('addressNotCopied', { address })),
    )
  })
  const fragment = document.createDocumentFragment()
  fragment.append(svg, caption, copy, note)
  return fragment
}
