import type { Store, ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { api } from '../api/api'
import type { SiteState } from '../site/site-slice'
import type { LocaleState } from '../i18n/locale-slice'

/**
 * The store's state as shared code and features see it. Each feature's slice adds its own part
 * with `declare module` (see session-slice.ts), so nothing here imports a feature; the app's
 * store, built from those slices, must satisfy this shape, which the router's context checks.
 */
export interface AppState {
  api: ReturnType<typeof api.reducer>
  site: SiteState
  locale: LocaleState
}

export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>
export type AppThunk<Result = void> = ThunkAction<Result, AppState, unknown, UnknownAction>
export type AppStore = Omit<Store<AppState>, 'dispatch'> & { dispatch: AppDispatch }
