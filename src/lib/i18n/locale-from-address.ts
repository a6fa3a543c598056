import type { Dispatch } from '@reduxjs/toolkit'
import { isLocale } from '../../i18n/locales'
import { cookieLocale } from './chosen-locale-cookie'
import { localeChosen } from './locale-slice'

/**
 * The device's latest choice of language, as the app starts: `?lang=de` in the address is a choice,
 * as the switcher's is; else the cookie, which a page the server drew may have changed since (its
 * language links) and which the app then follows. Either is kept on the device from then on.
 */
export function chooseLocaleFromAddress(dispatch: Dispatch, location: Pick<Location, 'search'>) {
  const asked = new URLSearchParams(location.search).get('lang')
  const chosen = isLocale(asked) ? asked : cookieLocale()
  if (chosen) dispatch(localeChosen(chosen))
}
