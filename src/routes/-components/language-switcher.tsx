import { chakra } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { isLocale, localeNames, textDirection } from '../../i18n/locales'
import { localeChosen, selectCurrentLocale } from '../../lib/i18n/locale-slice'
import { offeredLocales } from '../../lib/i18n/reader-locale'
import { useBrand } from '../../lib/site/use-brand'
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks'

/** A native select in the header's colours: phones show their own picker, and it is reached and changed by keyboard. */
const Select = chakra('select', {
  base: {
    height: '9',
    flexShrink: '0',
    maxWidth: '8.5rem',
    paddingStart: '2',
    paddingEnd: '1',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'header.fg/40',
    borderRadius: 'l2',
    background: 'transparent',
    color: 'header.fg',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '1px' },
    // The open list is drawn on the page's own colours, whatever the header's are.
    '& option': { background: 'bg', color: 'fg' },
  },
})

/**
 * The site's languages, each by its own name, when it offers more than one: choosing one shows the
 * site in it at once, and the device keeps the choice.
 */
export function LanguageSwitcher() {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  // The language the app is drawn in (react-intl's locale is its regional form for formatting: en-GB, de-DE).
  const current = useAppSelector(selectCurrentLocale)
  const offered = offeredLocales(useBrand().site.meta)
  if (offered.length < 2) return null
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'shell.languageSwitcher.label', defaultMessage: 'Language' })}
      value={current ?? offered[0]}
      onChange={(event) => {
        const chosen = event.target.value
        if (isLocale(chosen)) dispatch(localeChosen(chosen))
      }}
    >
      {offered.map((locale) => (
        <option key={locale} value={locale} lang={locale} dir={textDirection(locale)}>
          {localeNames[locale]}
        </option>
      ))}
    </Select>
  )
}
