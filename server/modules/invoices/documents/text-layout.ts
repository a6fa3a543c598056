import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import * as fontkit from 'fontkit'
import type { Font } from 'fontkit'

/**
 * Text on the PDF in any of the clients' languages: Noto Sans in three parts (Latin, Latin
 * extended with the currency signs, Arabic), each character drawn in the part that has it, and
 * Arabic right to left. PDFKit shapes Arabic (its letters joined as they are written) through
 * fontkit and lays an Arabic word out right to left; the order of words and numbers in a line is
 * put right here, by a small part of the Unicode bidirectional algorithm: in a right-to-left line
 * the words run right to left while a run of Latin words or a number keeps its own order.
 */

const require = createRequire(import.meta.url)
const latinFiles = path.join(path.dirname(require.resolve('@fontsource/noto-sans/LICENSE')), 'files')
const arabicFiles = path.join(path.dirname(require.resolve('@fontsource/noto-sans-arabic/LICENSE')), 'files')

type Script = 'latin' | 'latin-ext' | 'arabic'
export type Weight = 'regular' | 'bold'
type FontName = `${Script}-${Weight}`

const fontFiles: Record<FontName, string> = {
  'latin-regular': path.join(latinFiles, 'noto-sans-latin-400-normal.woff'),
  'latin-bold': path.join(latinFiles, 'noto-sans-latin-700-normal.woff'),
  'latin-ext-regular': path.join(latinFiles, 'noto-sans-latin-ext-400-normal.woff'),
  'latin-ext-bold': path.join(latinFiles, 'noto-sans-latin-ext-700-normal.woff'),
  'arabic-regular': path.join(arabicFiles, 'noto-sans-arabic-arabic-400-normal.woff'),
  'arabic-bold': path.join(arabicFiles, 'noto-sans-arabic-arabic-700-normal.woff'),
}

let parsed: Map<FontName, Font> | undefined

/**
 * The fonts, read and parsed once per process and shared by every document (PDFKit takes a fontkit
 * font as well as a file: given bytes, it would parse the font again for each document). A
 * document registers them by name and embeds, as a subset of its own, those it uses.
 */
export function fonts(): ReadonlyMap<FontName, Font> {
  parsed ??= new Map(
    Object.entries(fontFiles).map(([name, file]) => {
      const font = fontkit.create(sfntOf(readFileSync(file)))
      if (!('layout' in font)) throw new TypeError(`${file} is a font collection`)
      return [name as FontName, font]
    }),
  )
  return parsed
}

/**
 * A WOFF font unwrapped into the TrueType (sfnt) font it compresses, once, with Node's zlib: left
 * as WOFF, fontkit would inflate it in JavaScript for every document (most of a PDF's time).
 */
function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compressed)
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compressed < length ? inflateSync(stored) : stored }
  })
  const padded = (length: number) => (length + 3) & ~3
  const header = Buffer.alloc(12 + 16 * count)
  woff.copy(header, 0, 4, 8)
  const power = 2 ** Math.floor(Math.log2(count))
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    offset += padded(table.data.length)
  })
  return Buffer.concat([header, ...tables.map((table) => Buffer.concat([table.data, Buffer.alloc(padded(table.data.length) - table.data.length)]))])
}

/** What the text is measured and drawn with: PDFKit's document, as far as this file uses it. */
export interface TextCanvas {
  font(name: string, size?: number): this
  widthOfString(text: string): number
  text(text: string, x: number, y: number, options: { lineBreak: false; baseline: 'alphabetic' }): this
}

const arabicLetter = /[\u0600-\u065f\u066e-\u06ef\u06fa-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/
const digit = /[0-9\u0660-\u0669\u06f0-\u06f9]/
const latinLetter = /[A-Za-z\u00c0-\u024f]/
// Direction marks Intl puts around numbers and signs: the order is decided here instead.
const marks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g
// The Latin part's extra characters above U+00FF (the rest of it is U+0000–U+00FF).
const latinExtras = new Set([0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x20ac, 0x2122, 0x2212, 0xfeff])

function scriptOf(character: string): Script {
  const code = character.codePointAt(0) ?? 0
  if (arabicLetter.test(character) || (code >= 0x660 && code <= 0x669)) return 'arabic'
  if (code <= 0xff || latinExtras.has(code) || (code >= 0x2000 && code <= 0x206f)) return 'latin'
  return 'latin-ext'
}

interface Piece {
  text: string
  font: FontName
}

// A word as pieces of one font each, in the order they are drawn left to right.
function piecesOf(word: string, weight: Weight): Piece[] {
  const pieces: Piece[] = []
  for (const character of word) {
    const font: FontName = `${scriptOf(character)}-${weight}`
    const last = pieces.at(-1)
    if (last?.font === font) last.text += character
    else pieces.push({ text: character, font })
  }
  // An Arabic word's pieces run right to left, as its letters do.
  return arabicLetter.test(word) ? pieces.reverse() : pieces
}

type Kind = 'rtl' | 'ltr' | 'neutral' | 'space'

function kindOf(word: string): Kind {
  if (word.trim() === '') return 'space'
  if (arabicLetter.test(word)) return 'rtl'
  if (latinLetter.test(word) || digit.test(word)) return 'ltr'
  return 'neutral'
}

/** The words and spaces of a line in the order they are drawn, left to right. */
function visualOrder(text: string, rtl: boolean): string[] {
  const words = text.replace(marks, '').split(/([ \u00a0\u202f]+)/).filter((word) => word !== '')
  // Runs of words that keep their order, the runs themselves placed in the line's direction. A
  // run of the other direction takes in the spaces and neutral signs between its words.
  const runs: string[][] = []
  const opposite: Kind = rtl ? 'ltr' : 'rtl'
  let index = 0
  while (index < words.length) {
    const word = words[index] ?? ''
    if (kindOf(word) !== opposite) {
      runs.push([word])
      index += 1
      continue
    }
    let end = index + 1
    let lastStrong = index
    while (end < words.length) {
      const kind = kindOf(words[end] ?? '')
      if (kind === (rtl ? 'rtl' : 'ltr')) break
      if (kind === opposite) lastStrong = end
      end += 1
    }
    const run = words.slice(index, lastStrong + 1)
    runs.push(rtl ? run : run.reverse())
    index = lastStrong + 1
  }
  const ordered = rtl ? runs.reverse() : runs
  return ordered.flat()
}

interface Measured {
  pieces: { piece: Piece; width: number; space: boolean }[]
  width: number
}

// Laying a piece out to measure it is most of a PDF's work: a document measures each piece once.
const widths = new WeakMap<TextCanvas, Map<string, number>>()

function widthOf(canvas: TextCanvas, piece: Piece, size: number): number {
  let known = widths.get(canvas)
  if (!known) widths.set(canvas, (known = new Map()))
  const key = `${piece.font} ${size} ${piece.text}`
  let width = known.get(key)
  if (width === undefined) {
    width = canvas.font(piece.font, size).widthOfString(piece.text)
    known.set(key, width)
  }
  return width
}

function measure(canvas: TextCanvas, text: string, size: number, weight: Weight, rtl: boolean): Measured {
  const pieces = visualOrder(text, rtl).flatMap((word) =>
    word.trim() === ''
      ? [{ piece: { text: word, font: `latin-${weight}` as FontName }, space: true }]
      : piecesOf(word, weight).map((piece) => ({ piece, space: false })),
  )
  const measured = pieces.map((entry) => ({ ...entry, width: widthOf(canvas, entry.piece, size) }))
  return { pieces: measured, width: measured.reduce((sum, entry) => sum + entry.width, 0) }
}

export interface LineStyle {
  size: number
  weight?: Weight
  rtl: boolean
  /** Where the line sits in its box: at its start (left, or right when right to left), its end, or the middle. */
  align?: 'start' | 'end'
}

/** One line of text in the box from x to x + width, its top at y. */
export function drawLine(canvas: TextCanvas, text: string, x: number, y: number, width: number, style: LineStyle): void {
  const { pieces, width: used } = measure(canvas, text, style.size, style.weight ?? 'regular', style.rtl)
  const atRight = (style.align ?? 'start') === 'end' ? !style.rtl : style.rtl
  let left = atRight ? x + width - used : x
  // On one baseline whatever the font: the Arabic font's ascent is not the Latin one's.
  const baseline = y + style.size * 0.95
  for (const { piece, width: advance, space } of pieces) {
    if (!space) canvas.font(piece.font, style.size).text(piece.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' })
    left += advance
  }
}

/** The text broken into lines that fit the width, at spaces (a word longer than the width has a line of its own). */
export function wrapLines(canvas: TextCanvas, text: string, width: number, style: LineStyle): string[] {
  const weight = style.weight ?? 'regular'
  const space = measure(canvas, ' ', style.size, weight, style.rtl).width
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    let used = 0
    for (const word of paragraph.split(' ')) {
      const wide = measure(canvas, word, style.size, weight, style.rtl).width
      if (line !== '' && used + space + wide > width) {
        lines.push(line)
        line = word
        used = wide
      } else {
        used += line === '' ? wide : space + wide
        line = line === '' ? word : `${line} ${word}`
      }
    }
    lines.push(line)
  }
  return lines
}
