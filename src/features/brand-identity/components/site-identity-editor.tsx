import { UnsavedWork } from '../../../components/ui/unsaved-work'
import { Grid, Input, Stack, Text } from '@chakra-ui/react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { ContrastWarningList } from '../../../components/ui/contrast-warning-list'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { problem } from '../../../domain/problems'
import { siteColorNames, siteColorsSchema, siteMetaSchema, type SiteColors } from '../../../domain/site'
import type { BrandSite } from '../../../domain/site-hosts'
import { needs } from '../../../lib/features/brand-role'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateSiteIdentityMutation } from '../api/update-site-identity'
import { contrastWarnings } from '../../../theme/contrast-warnings'
import { LogoField } from './logo-field'
import { NavEditor, type LinkablePage } from './nav-editor'
import { ThemePreview } from './theme-preview'
import { SiteLanguagesFields } from './site-languages-fields'
import { TitledSection } from '../../../components/ui/titled-section'

const identitySchema = siteMetaSchema
  .pick({ name: true, colors: true, nav: true, locale: true, locales: true })
  .strict()
  .refine((identity) => identity.locales.includes(identity.locale), { path: ['locales'], message: problem('defaultLanguageOffered') })

const colorLabels = defineMessages({
  body_bg: { id: 'brandIdentity.colour.pageBackground', defaultMessage: 'Page background' },
  body_color: { id: 'brandIdentity.colour.pageText', defaultMessage: 'Page text' },
  body_link_color: { id: 'brandIdentity.colour.pageLinks', defaultMessage: 'Page links' },
  primary: { id: 'brandIdentity.colour.primary', defaultMessage: 'Primary (buttons)' },
  on_primary: { id: 'brandIdentity.colour.onPrimary', defaultMessage: 'Text on primary' },
  bg: { id: 'brandIdentity.colour.headerBackground', defaultMessage: 'Header background' },
  color: { id: 'brandIdentity.colour.headerText', defaultMessage: 'Header text' },
  link_color: { id: 'brandIdentity.colour.headerLinks', defaultMessage: 'Header links' },
}) satisfies Record<keyof SiteColors, unknown>
const colorOrder: (keyof SiteColors)[] = ['body_bg', 'body_color', 'body_link_color', 'primary', 'on_primary', 'bg', 'color', 'link_color']

const isHex = (value: string) => siteColorsSchema.shape.body_bg.safeParse(value).success
const sixDigits = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex).toLowerCase()

/** A site's name, logo, eight colours and navigation, with the themed site previewed as they change. */
export function SiteIdentityEditor({ brandId, site, pages }: { brandId: string; site: BrandSite; pages?: LinkablePage[] }) {
  const [updateIdentity] = useUpdateSiteIdentityMutation()
  const intl = useIntl()
  const saved = { name: site.meta.name, colors: site.meta.colors, nav: site.meta.nav, locale: site.meta.locale, locales: site.meta.locales }
  const form = useSchemaForm({
    initialValues: saved,
    schema: identitySchema,
    onSubmit: (identity) => updateIdentity({ brandId, siteId: site.id, identity }),
    onSaved: (answer) => {
      notifySuccess(intl.formatMessage({ id: 'brandIdentity.identity.saved', defaultMessage: 'The look of {site} is saved.' }, { site: answer.site.meta.name }))
      const { meta } = answer.site
      return { name: meta.name, colors: meta.colors, nav: meta.nav, locale: meta.locale, locales: meta.locales }
    },
    offlineMessage: intl.formatMessage({ id: 'brandIdentity.identity.offline', defaultMessage: 'You are offline, so the changes were not saved. Try again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'brandIdentity.identity.invalid', defaultMessage: 'Some fields need fixing: see the messages beside them.' }),
  })
  const { values } = form
  // A colour being typed is previewed once it is a colour; until then the saved one stands in.
  const previewColors = Object.fromEntries(siteColorNames.map((name) => [name, isHex(values.colors[name]) ? values.colors[name] : saved.colors[name]])) as SiteColors
  const warnings = contrastWarnings(values.colors)
  const setColor = (name: keyof SiteColors, value: string) => form.setField('colors', { ...form.values.colors, [name]: value })
  const title = intl.formatMessage({ id: 'brandIdentity.identity.title', defaultMessage: 'Identity of {site}' }, { site: site.name })
  const mainHost = site.hosts.find((host) => host.is_main)?.hostname

  return (
    <TitledSection title={title} titleSpace="1" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Text color="fg.muted" marginBottom="4">
        {mainHost ? (
          <FormattedMessage
            id="brandIdentity.identity.about"
            defaultMessage="What visitors of <ltr>{host}</ltr> see: name, logo, colours and navigation."
            values={{
              host: mainHost,
              ltr: (chunks) => (
                <Text as="span" dir="ltr">
                  {chunks}
                </Text>
              ),
            }}
          />
        ) : (
          <FormattedMessage id="brandIdentity.identity.aboutNoHost" defaultMessage="What visitors of this site see: name, logo, colours and navigation." />
        )}
      </Text>
      <Stack gap="6">
        <UnsavedWork
          unsaved={form.unsaved}
          what={intl.formatMessage({ id: 'brandIdentity.identity.unsavedWhat', defaultMessage: 'the identity of {site}' }, { site: site.name })}
          save={form.submit} draft={{ key: `site:${site.id}`, values: form.values, restore: form.setValues }} />
        <LogoField brandId={brandId} siteId={site.id} logo={site.logo} siteName={site.name} />
        <form onSubmit={form.submit} noValidate aria-label={title}>
          <Stack gap="6">
            <TextField label={intl.formatMessage({ id: 'brandIdentity.identity.siteName', defaultMessage: 'Site name' })} {...form.field('name')} />
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
              <TitledSection title={intl.formatMessage({ id: 'brandIdentity.identity.colours', defaultMessage: 'Colours' })} level="h3" size="md" titleSpace="2">
                <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                  {colorOrder.map((name) => (
                    <Grid key={name} templateColumns="2.75rem 1fr" gap="2" alignItems="end">
                      <Input
                        type="color"
                        aria-label={intl.formatMessage({ id: 'brandIdentity.colour.pick', defaultMessage: '{colour}: pick' }, { colour: intl.formatMessage(colorLabels[name]) })}
                        value={isHex(values.colors[name]) ? sixDigits(values.colors[name]) : '#000000'}
                        onChange={(event) => setColor(name, event.target.value)}
                        padding="1"
                        height="10"
                        alignSelf="start"
                        marginTop="6"
                      />
                      <TextField
                        label={intl.formatMessage(colorLabels[name])}
                        value={values.colors[name]}
                        onChange={(value) => setColor(name, value.trim())}
                        error={form.errors[`colors.${name}`]}
                        errorSubject={intl.formatMessage({ id: 'brandIdentity.colour.subject', defaultMessage: 'The colour' })}
                        spellCheck={false}
                        autoCapitalize="none"
                      />
                    </Grid>
                  ))}
                </Grid>
                <ContrastWarningList warnings={warnings} />
              </TitledSection>
              <ThemePreview colors={previewColors} name={values.name} nav={values.nav} logo={site.logo} />
            </Grid>
            <NavEditor nav={values.nav} errors={form.errors} pages={pages} onChange={(nav) => form.setField('nav', nav)} />
            <SiteLanguagesFields
              locale={values.locale}
              offered={values.locales}
              error={form.errors.locales && intl.formatMessage({ id: 'brandIdentity.languages.noneOffered', defaultMessage: 'Offer at least one language.' })}
              onChange={(languages) => form.setValues((current) => ({ ...current, ...languages }))}
            />
            <FormSubmit {...needs('manage-sites')} form={form} busyText={intl.formatMessage({ id: 'brandIdentity.saving', defaultMessage: 'Saving…' })}>
              <FormattedMessage id="brandIdentity.identity.save" defaultMessage="Save identity" />
            </FormSubmit>
          </Stack>
        </form>
      </Stack>
    </TitledSection>
  )
}
