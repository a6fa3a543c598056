/** Hands a file the app already holds (an object URL) to the browser to save as `name`, then lets it go. */
export function saveFileUrl(name: string, url: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the file after the click returns: the URL stays a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
