import { saveFileUrl } from './save-file-url'

/** Hands text to the browser as a file to save (a CSV export), named `name`. */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveFileUrl(name, URL.createObjectURL(new Blob([text], { type })))
}
