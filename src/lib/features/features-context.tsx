import { createContext, useContext, type ReactNode } from 'react'
import type { RoleTable } from '../../domain/brand-roles'
import type { AppFeatures } from './feature'

const FeaturesContext = createContext<AppFeatures | null>(null)

/**
 * Hands the composed features to every screen below it. The app's root provides them: a feature may
 * not import the list of features (src/app), so it reads them here.
 */
export function FeaturesProvider({ features, children }: { features: AppFeatures; children: ReactNode }) {
  return <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>
}

/** The features' menu entries, tabs and role table, as the app composed them. */
export function useAppFeatures(): AppFeatures {
  const features = useContext(FeaturesContext)
  if (!features) throw new Error('useAppFeatures() is called outside FeaturesProvider: render the screen inside the app (src/app/app.tsx)')
  return features
}

/** The role table every screen's controls follow, the one the server checks. */
export function useRoleTable(): RoleTable {
  return useAppFeatures().roles
}
