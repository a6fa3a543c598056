import { Box, Button, Flex, Heading, Image, Link, Text } from '@chakra-ui/react'
import type { CSSProperties } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { NavItem, SiteColors } from '../../../domain/site'
import { themeVariables } from '../../../theme/theme-variables'

/** A navigation link not yet named. */
const ellipsis = '…'

/**
 * The site as it will look: the app's own theme variables set on this box alone, so the header,
 * the buttons and the card below are drawn by the same recipes and tokens as the real site.
 */
export function ThemePreview({ colors, name, nav, logo }: { colors: SiteColors; name: string; nav: NavItem[]; logo: string | null }) {
  const intl = useIntl()
  return (
    <Box
      as="section"
      aria-label={intl.formatMessage({ id: 'brandIdentity.preview.label', defaultMessage: 'Preview of the themed site' })}
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
        <Text fontWeight="bold">{name || <FormattedMessage id="brandIdentity.preview.siteName" defaultMessage="Site name" />}</Text>
        <Flex as="ul" listStyleType="none" gap="3" wrap="wrap" aria-label={intl.formatMessage({ id: 'brandIdentity.preview.nav', defaultMessage: 'Preview navigation' })}>
          {nav.map((item, index) => (
            <li key={index}>
              <Text as="span" color="header.link" textDecoration="underline">
                {item.label || ellipsis}
              </Text>
            </li>
          ))}
        </Flex>
      </Flex>
      <Box padding="4">
        <Heading as="p" size="lg" marginBottom="2">
          {name ? (
            <FormattedMessage id="brandIdentity.preview.welcome" defaultMessage="Welcome to {site}" values={{ site: name }} />
          ) : (
            <FormattedMessage id="brandIdentity.preview.welcomeUnnamed" defaultMessage="Welcome to the site" />
          )}
        </Heading>
        <Text marginBottom="3">
          <FormattedMessage
            id="brandIdentity.preview.text"
            defaultMessage="Page text, with <link>a link on the page</link>."
            values={{
              link: (chunks) => (
                <Link color="link" href="#preview" onClick={(event) => event.preventDefault()}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </Text>
        <Flex gap="2" wrap="wrap" marginBottom="4">
          <Button colorPalette="primary" size="sm" tabIndex={-1}>
            <FormattedMessage id="brandIdentity.preview.primaryButton" defaultMessage="Primary button" />
          </Button>
          <Button colorPalette="primary" variant="outline" size="sm" tabIndex={-1}>
            <FormattedMessage id="brandIdentity.preview.outlineButton" defaultMessage="Outline button" />
          </Button>
        </Flex>
        <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="3" bg="primary.subtle" maxWidth="sm">
          <Text fontWeight="bold">
            <FormattedMessage id="brandIdentity.preview.sampleName" defaultMessage="Ana Example" />
          </Text>
          <Text color="primary.fg" fontSize="sm" marginBottom="2">
            <FormattedMessage id="brandIdentity.preview.sampleRole" defaultMessage="Head of studio" />
          </Text>
          <Button colorPalette="primary" size="xs" tabIndex={-1}>
            <FormattedMessage id="brandIdentity.preview.saveContact" defaultMessage="Save contact" />
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
