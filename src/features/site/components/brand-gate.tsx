import { ChakraProvider } from '@chakra-ui/react'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useAppSelector } from '../../../lib/store/hooks'
import type { SiteColors, SiteResponse } from '../../../domain/site'
import { failureStatus } from '../../../lib/api/api-failure'
import { Notifications } from '../../../lib/notifications/toaster'
import { LoadingText } from '../../../components/ui/loading-text'
import { useGetSiteQuery } from '../../../lib/site/get-site'
import { selectSite, selectSiteHostname } from '../../../lib/site/site-slice'
import { buildSystem } from '../../../theme/build-system'
import { NoSiteScreen } from './no-site-screen'
import { UnreachableScreen } from './unreachable-screen'

type BrandGateProps = { hostname: string; children: ReactNode }

/**
 * Loads the brand of the host the browser asked for and themes everything below it. Until a brand
 * is known the page says exactly "Loading..."; a brand stored from an earlier visit is shown at once
 * (and refreshed), so an offline start works.
 */
export function BrandGate({ hostname, children }: BrandGateProps) {
  const { data, error, refetch, isFetching } = useGetSiteQuery(hostname, { refetchOnReconnect: true })
  const stored = useAppSelector(selectSite)
  const storedHostname = useAppSelector(selectSiteHostname)
  const brand = data ?? (storedHostname === hostname ? stored : null)
  const unknownHost = failureStatus(error) === 404

  // Building a system takes a noticeable slice of a phone's start-up: build it once per palette, and
  // not at all while "Loading..." is all there is to show.
  const paletteKey = brand ? JSON.stringify(brand.site.meta.colors) : null
  const needsSystem = Boolean(brand) || Boolean(error)
  const system = useMemo(
    () => (needsSystem ? buildSystem(paletteKey ? (JSON.parse(paletteKey) as SiteColors) : undefined) : null),
    [paletteKey, needsSystem],
  )

  if (!system) return <LoadingText />
  if (unknownHost) {
    return (
      <ChakraProvider value={system}>
        <NoSiteScreen hostname={hostname} />
      </ChakraProvider>
    )
  }
  if (brand) {
    return (
      <ChakraProvider value={system}>
        <BrandHead brand={brand} />
        {children}
        <Notifications />
      </ChakraProvider>
    )
  }
  return (
    <ChakraProvider value={system}>
      <UnreachableScreen onRetry={refetch} retrying={isFetching} />
    </ChakraProvider>
  )
}

/** The document title is the brand's name; the browser's UI takes the brand's primary colour. */
function BrandHead({ brand }: { brand: SiteResponse }) {
  const name = brand.site.meta.name
  const primary = brand.site.meta.colors.primary
  useEffect(() => {
    document.title = name
    let themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    if (!themeColor) {
      themeColor = document.createElement('meta')
      themeColor.name = 'theme-color'
      document.head.append(themeColor)
    }
    themeColor.content = primary
  }, [name, primary])
  return null
}
