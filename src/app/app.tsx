import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'react-redux'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { BrandGate } from '../features/site/components/brand-gate'
import type { AppRouter } from './router'
import type { AppStore } from './store'

type AppProps = { store: AppStore; persistor: Persistor; router: AppRouter; hostname: string }

export function App({ store, persistor, router, hostname }: AppProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<div role="status">Loading...</div>}>
        <BrandGate hostname={hostname}>
          <RouterProvider router={router} />
        </BrandGate>
      </PersistGate>
    </Provider>
  )
}
