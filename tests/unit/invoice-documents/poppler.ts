import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The PDFs read back by poppler (poppler-utils, which CI installs), a reader that shares no code
 * with PDFKit: the text as pdftotext finds it, the embedded files as pdfdetach lists and saves them.
 */
type Tool = 'pdftotext' | 'pdfinfo' | 'pdfdetach'
const run = (tool: Tool, args: string[]): string => execFileSync(tool, args, { encoding: 'utf8' })

function withFile<T>(pdf: Uint8Array, read: (file: string, folder: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'marque-pdf-'))
  try {
    const file = path.join(folder, 'document.pdf')
    writeFileSync(file, pdf)
    return read(file, folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

export const pdfText = (pdf: Uint8Array): string => withFile(pdf, (file) => run('pdftotext', ['-layout', file, '-']))

export const pdfInfo = (pdf: Uint8Array, ...flags: string[]): string => withFile(pdf, (file) => run('pdfinfo', [...flags, file]))

/** The names of the files embedded in the PDF, and the bytes of the one named. */
export function embeddedFile(pdf: Uint8Array, name: string): { names: string[]; bytes: Buffer | undefined } {
  return withFile(pdf, (file, folder) => {
    const listing = run('pdfdetach', ['-list', file])
    const names = listing
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^\s*\d+:\s*/, '').trim())
      .filter(Boolean)
    const index = names.indexOf(name)
    if (index < 0) return { names, bytes: undefined }
    const saved = path.join(folder, 'saved')
    run('pdfdetach', ['-save', String(index + 1), '-o', saved, file])
    return { names, bytes: readFileSync(saved) }
  })
}
