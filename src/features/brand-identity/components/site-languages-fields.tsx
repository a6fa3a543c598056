import { Grid } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { CheckboxGroupField } from '../../../components/ui/checkbox-group-field'
import { SelectField } from '../../../components/ui/select-field'
import { TitledSection } from '../../../components/ui/titled-section'
import { type Locale, localeNames, locales } from '../../../i18n/locales'

type SiteLanguagesFieldsProps = {
  locale: Locale
  offered: readonly Locale[]
  onChange: (languages: { locale: Locale; locales: Locale[] }) => void
  error?: string
}

/**
 * The languages a site offers its visitors and the one it falls back to. Each language is listed
 * by its own name; the default is always one of those offered (taking the default away moves it to
 * the first one left).
 */
export function SiteLanguagesFields({ locale, offered, onChange, error }: SiteLanguagesFieldsProps) {
  const intl = useIntl()
  const options = locales.map((each) => ({ value: each, label: localeNames[each] }))
  return (
    <TitledSection title={intl.formatMessage({ id: 'brandIdentity.languages.title', defaultMessage: 'Languages' })} level="h3" size="md" titleSpace="2">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4" alignItems="start">
        <CheckboxGroupField
          label={intl.formatMessage({ id: 'brandIdentity.languages.offered', defaultMessage: 'Offered to visitors' })}
          options={options}
          value={offered}
          error={error}
          onChange={(chosen) => onChange({ locales: chosen, locale: chosen.includes(locale) ? locale : (chosen[0] ?? locale) })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'brandIdentity.languages.default', defaultMessage: 'When a browser asks for none of them' })}
          value={locale}
          options={options.filter((option) => offered.includes(option.value))}
          onChange={(chosen) => onChange({ locale: chosen, locales: [...offered] })}
        />
      </Grid>
    </TitledSection>
  )
}
