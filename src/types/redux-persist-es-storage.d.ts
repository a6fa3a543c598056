// redux-persist ships types for lib/ only; es/ is the build that works in the production bundle.
declare module 'redux-persist/es/storage' {
  import type { WebStorage } from 'redux-persist'
  const storage: WebStorage
  export default storage
}
