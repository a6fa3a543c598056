import { useEffect } from 'react'

/** The browser tab shows `title` while the screen is shown; the site's title comes back after. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return
    const before = document.title
    document.title = title
    return () => {
      document.title = before
    }
  }, [title])
}
