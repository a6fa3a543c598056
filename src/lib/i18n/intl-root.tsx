import { LocaleProvider } from '@chakra-ui/react'
import { useEffect, useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { type Locale, formattingLocales, textDirection } from '../../i18n/locales'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { selectSite } from '../site/site-slice'
import { type Catalog, loadCatalog } from './load-catalog'
import { localeApplied, selectChosenLocale } from './locale-slice'
import { readerLocale } from './reader-locale'
import { cookieLocale, keepChosenLocale } from './chosen-locale-cookie'

type Loaded = { locale: Locale; messages: Catalog }

/** English is the code's own text: it needs no catalog to draw the first screen. */
const english: Loaded = { locale: 'en', messages: {} }

/**
 * Draws everything below it in the reader's language: loads that language's catalog (keeping the
 * last one on screen while the next arrives), sets `lang` and `dir` on the page's root, and tells
 * Chakra's components which way text runs.
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  const chosen = useAppSelector(selectChosenLocale) ?? cookieLocale()
  const site = useAppSelector(selectSite)
  const locale = readerLocale(chosen, site?.site.meta, globalThis.navigator?.languages ?? [])
  const [loaded, setLoaded] = useState<Loaded | null>(locale === 'en' ? english : null)

  useEffect(() => {
    let current = true
    loadCatalog(locale).then(
      (messages) => current && setLoaded({ locale, messages }),
      // Offline with the catalog never fetched: the code's English rather than no page at all.
      () => current && setLoaded(english),
    )
    return () => {
      current = false
    }
  }, [locale])

  useEffect(() => {
    if (!loaded) return
    document.documentElement.lang = loaded.locale
    document.documentElement.dir = textDirection(loaded.locale)
    dispatch(localeApplied(loaded.locale))
  }, [loaded, dispatch])

  useEffect(() => {
    if (chosen) keepChosenLocale(chosen)
  }, [chosen])

  if (!loaded) return <div role="status" aria-busy="true" />
  return (
    <IntlProvider locale={formattingLocales[loaded.locale]} messages={loaded.messages} defaultLocale="en-GB" onError={reportMissingMessage}>
      <LocaleProvider locale={loaded.locale}>{children}</LocaleProvider>
    </IntlProvider>
  )
}

/** English draws from the code's own text, so a message missing from its catalog is no error there. */
function reportMissingMessage(error: { code: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION' && document.documentElement.lang === 'en') return
  console.error(error.message)
}
