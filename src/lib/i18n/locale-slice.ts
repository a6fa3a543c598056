import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Locale } from '../../i18n/locales'

export type LocaleState = {
  /** The language this device's reader chose (the switcher, or their profile), kept on the device. */
  chosen: Locale | null
  /** The language the app is drawn in now; API calls ask for their messages in it. */
  current: Locale | null
}

const initialState: LocaleState = { chosen: null, current: null }

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChosen(state, action: PayloadAction<Locale | null>) {
      state.chosen = action.payload
    },
    localeApplied(state, action: PayloadAction<Locale>) {
      state.current = action.payload
    },
  },
  selectors: {
    selectChosenLocale: (state) => state.chosen,
    selectCurrentLocale: (state) => state.current,
  },
})

export const { localeChosen, localeApplied } = localeSlice.actions
export const { selectChosenLocale, selectCurrentLocale } = localeSlice.selectors
