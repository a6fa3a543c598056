import { Link, type LinkProps } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'

/** A screen of a brand's workspace that needs only the brand to open. */
export type BrandScreen = '/brands/$id' | '/brands/$id/admins' | '/brands/$id/appointments' | '/brands/$id/pages' | '/brands/$id/vcards' | '/brands/$id/videos'

type BrandScreenLinkProps = Omit<LinkProps, 'asChild' | 'href'> & {
  brandId: string
  /** The screen the link opens: the brand's overview unless named. */
  screen?: BrandScreen
}

/** A link, in the app's router, to a screen of one brand's workspace. */
export function BrandScreenLink({ brandId, screen = '/brands/$id', children, ...link }: BrandScreenLinkProps) {
  return (
    <Link asChild {...link}>
      <RouterLink to={screen} params={{ id: brandId }}>
        {children}
      </RouterLink>
    </Link>
  )
}
