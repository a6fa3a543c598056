import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { z } from 'zod'
import type { AppStore } from '../lib/store/app-store'

export type RouterContext = { store: AppStore }

type GuardArgs = { context: RouterContext; location: ParsedLocation }

/** Logged-in routes send a signed-out visitor to sign in, carrying the address to come back to. */
export function requireSignedIn({ context, location }: GuardArgs) {
  const { session } = context.store.getState()
  if (!session.loggedIn) {
    throw redirect({ to: '/login', search: { redirect: location.href, ended: session.endedBy ?? undefined } })
  }
}

/** Logged-out routes (/auth, /contact) have nothing for a signed-in person: send them home. */
export function requireSignedOut({ context }: GuardArgs) {
  if (context.store.getState().session.loggedIn) throw redirect({ to: '/' })
}

/**
 * Where to go after signing in. Only a path on this site is accepted ("//host" and absolute
 * addresses are dropped), so a crafted link cannot send someone elsewhere.
 */
export const signInSearchSchema = z.object({
  redirect: z
    .string()
    .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'))
    .optional()
    .catch(undefined),
  /** Why the session ended, for the sign-in page to say: the account was suspended, or deleted. */
  ended: z.enum(['suspension', 'deletion']).optional().catch(undefined),
})
