import { Box, Button, Flex, Heading, Image, Link, Text } from '@chakra-ui/react'
import type { CSSProperties } from 'react'
import type { NavItem, SiteColors } from '../../../domain/site'
import { themeVariables } from '../../../theme/theme-variables'

/**
 * The site as it will look: the app's own theme variables set on this box alone, so the header,
 * the buttons and the card below are drawn by the same recipes and tokens as the real site.
 */
export function ThemePreview({ colors, name, nav, logo }: { colors: SiteColors; name: string; nav: NavItem[]; logo: string | null }) {
  return (
    <Box
      as="section"
      aria-label="Preview of the themed site"
      style={themeVariables(colors) as CSSProperties}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      color="fg"
    >
      <Flex as="div" data-preview="header" bg="header.bg" color="header.fg" paddingX="4" paddingY="3" gap="3" align="center" wrap="wrap">
        {logo ? <Image src={logo} alt="" height="8" maxWidth="24" objectFit="contain" /> : null}
        <Text fontWeight="bold">{name || 'Site name'}</Text>
        <Flex as="ul" listStyleType="none" gap="3" wrap="wrap" aria-label="Preview navigation">
          {nav.map((item, index) => (
            <li key={index}>
              <Text as="span" color="header.link" textDecoration="underline">
                {item.label || '…'}
              </Text>
            </li>
          ))}
        </Flex>
      </Flex>
      <Box padding="4">
        <Heading as="p" size="lg" marginBottom="2">
          Welcome to {name || 'the site'}
        </Heading>
        <Text marginBottom="3">
          Page text, with{' '}
          <Link color="link" href="#preview" onClick={(event) => event.preventDefault()}>
            a link on the page
          </Link>
          .
        </Text>
        <Flex gap="2" wrap="wrap" marginBottom="4">
          <Button colorPalette="primary" size="sm" tabIndex={-1}>
            Primary button
          </Button>
          <Button colorPalette="primary" variant="outline" size="sm" tabIndex={-1}>
            Outline button
          </Button>
        </Flex>
        <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="3" bg="primary.subtle" maxWidth="sm">
          <Text fontWeight="bold">Ana Example</Text>
          <Text color="primary.fg" fontSize="sm" marginBottom="2">
            Head of studio
          </Text>
          <Button colorPalette="primary" size="xs" tabIndex={-1}>
            Save contact
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
