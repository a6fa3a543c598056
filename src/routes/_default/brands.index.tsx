import { Box, Image, Link, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useBrand } from '../../lib/site/use-brand'
import { ScreenTitle } from '../../components/ui/screen-title'

export const Route = createFileRoute('/_default/brands/')({ component: BrandsScreen })

/** Each site belongs to one brand: this lists the brand of the site being visited. */
function BrandsScreen() {
  const brand = useBrand()
  const { name } = brand.site.meta
  const intl = useIntl()
  return (
    <Stack gap="4">
      <ScreenTitle title={intl.formatMessage({ id: 'brands.list.title', defaultMessage: 'Brands' })} />
      <Text>
        <FormattedMessage id="brands.list.oneBrand" defaultMessage="This site belongs to one brand." />
      </Text>
      <Box as="ul" listStyleType="none" padding="0" margin="0">
        <Box as="li" display="flex" alignItems="center" gap="3">
          {brand.logo ? <Image src={brand.logo} alt="" width="12" height="12" borderRadius="l2" /> : null}
          <Link asChild fontSize="lg" fontWeight="semibold">
            <RouterLink to="/brands/$id" params={{ id: brand.site.brand_id }}>
              {name}
            </RouterLink>
          </Link>
        </Box>
      </Box>
    </Stack>
  )
}
