import { CacheProvider } from '@emotion/react'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { Provider } from 'react-redux'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { BrandGate } from '../features/site/components/brand-gate'
import { FeaturesProvider } from '../lib/features/features-context'
import { IntlRoot } from '../lib/i18n/intl-root'
import { appFeatures } from './features'
import type { AppRouter } from './router'
import type { AppStore } from './store'
import { createStyleCache } from './style-cache'

type AppProps = { store: AppStore; persistor: Persistor; router: AppRouter; hostname: string }

export function App({ store, persistor, router, hostname }: AppProps) {
  const [styleCache] = useState(createStyleCache)
  return (
    <CacheProvider value={styleCache}>
      <Provider store={store}>
        <PersistGate persistor={persistor} loading={<div role="status" aria-busy="true" />}>
          <IntlRoot>
            <FeaturesProvider features={appFeatures}>
              <BrandGate hostname={hostname}>
                <RouterProvider router={router} />
              </BrandGate>
            </FeaturesProvider>
          </IntlRoot>
        </PersistGate>
      </Provider>
    </CacheProvider>
  )
}
