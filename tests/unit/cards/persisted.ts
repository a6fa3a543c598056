import type { Persistor } from 'redux-persist'

/** Settles once the persisted store has read back what local storage holds. */
export function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve()
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return
      stop()
      resolve()
    })
  })
}
