import { Box, Text } from '@chakra-ui/react'
import { FormattedMessage } from 'react-intl'
import { useBrand } from '../../lib/site/use-brand'

export function SiteFooter() {
  const brand = useBrand()
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" paddingY="6">
      <Text maxWidth="6xl" marginX="auto" paddingX={{ base: '4', md: '6' }} fontSize="sm" color="fg.muted">
        <FormattedMessage id="shell.footer.copyright" defaultMessage="© {year} {name}" values={{ year: String(new Date().getFullYear()), name: brand.site.meta.name }} />
      </Text>
    </Box>
  )
}
