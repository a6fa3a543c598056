import { Box, Flex, Image, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ImageUploadField } from '../../../components/ui/image-upload-field'
import { needs } from '../../../lib/features/brand-role'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUploadSiteLogoMutation } from '../api/upload-site-logo'
import { TitledSection } from '../../../components/ui/titled-section'

/** The site's logo, saved as soon as it is chosen; the installed app's icons are drawn from it. */
export function LogoField({ brandId, siteId, logo, siteName }: { brandId: string; siteId: string; logo: string | null; siteName: string }) {
  const [uploadLogo, upload] = useUploadSiteLogoMutation()
  const intl = useIntl()
  return (
    <TitledSection title={intl.formatMessage({ id: 'brandIdentity.logo.title', defaultMessage: 'Logo' })} level="h3" size="md" titleSpace="2">
      <Flex gap="4" align="center" wrap="wrap">
        {logo ? (
          <Image src={logo} alt={intl.formatMessage({ id: 'brandIdentity.logo.alt', defaultMessage: 'Logo of {site}' }, { site: siteName })} maxHeight="16" maxWidth="40" objectFit="contain" />
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="brandIdentity.logo.none" defaultMessage="No logo yet." />
          </Text>
        )}
        <Box {...needs('manage-sites')}>
          <ImageUploadField
            what={intl.formatMessage({ id: 'brandIdentity.logo.what', defaultMessage: 'logo' })}
            label={intl.formatMessage({ id: 'brandIdentity.logo.choose', defaultMessage: 'Choose a logo' })}
            helper={intl.formatMessage({ id: 'brandIdentity.logo.help', defaultMessage: 'PNG or JPEG, at most 5 MiB; a square one makes the best app icon.' })}
            busy={upload.isLoading}
            send={(file) => uploadLogo({ brandId, siteId, logo: file })}
            onSent={() => notifySuccess(intl.formatMessage({ id: 'brandIdentity.logo.saved', defaultMessage: 'The logo is saved.' }))}
          />
        </Box>
      </Flex>
    </TitledSection>
  )
}
