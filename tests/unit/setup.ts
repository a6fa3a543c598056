import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Route screens are split into chunks that Vite transforms on first use, which can take seconds
// when test files run in parallel.
configure({ asyncUtilTimeout: 5000 })

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

// jsdom has no layout: the router's scroll restoration and Chakra's overlays call these. Files that
// prove their code needs no DOM run without a window.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {}
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
}
