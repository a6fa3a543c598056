import type { Dispatch } from '@reduxjs/toolkit'
import { isLocale } from '../../i18n/locales'
import { localeChosen } from './locale-slice'

/** `?lang=de` in the address is a choice, as the switcher's is: kept on the device from then on. */
export function chooseLocaleFromAddress(dispatch: Dispatch, location: Pick<Location, 'search'>) {
  const asked = new URLSearchParams(location.search).get('lang')
  if (isLocale(asked)) dispatch(localeChosen(asked))
}
