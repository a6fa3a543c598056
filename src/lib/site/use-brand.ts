import { useAppSelector } from '../store/hooks'
import type { SiteResponse } from '../../domain/site'
import { selectSite } from './site-slice'

/** The current site's brand. Everything below the brand gate may rely on it being there. */
export function useBrand(): SiteResponse {
  const site = useAppSelector(selectSite)
  if (!site) throw new Error('The brand is read before it has loaded: render this inside the brand gate.')
  return site
}
