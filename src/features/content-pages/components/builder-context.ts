import { createContext, useContext } from 'react'

/** Where the page being built lives: images are uploaded for this site's pages. */
export type BuilderSite = { brandId: string; siteId: string }

export const BuilderSiteContext = createContext<BuilderSite | null>(null)

export function useBuilderSite(): BuilderSite {
  const site = useContext(BuilderSiteContext)
  if (!site) throw new Error('A block editor is drawn outside the page builder.')
  return site
}
