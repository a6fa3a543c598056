import { z } from 'zod'
import { emailSchema } from '../../domain/contact-details'
import { loginCodeSchema } from '../../domain/session'

/** What a sign-in link carries: the address and the one-time code the e-mail was sent with. */
export type SignInLink = { email: string; code: string }

const linkSchema = z.object({ email: emailSchema, code: loginCodeSchema })

/**
 * Reads a sign-in link's fragment (`#email=...&code=...`, with or without the `#`). The code
 * travels in the fragment because browsers never send a fragment to any server or in a Referer.
 */
export function signInLinkOf(hash: string): SignInLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const parsed = linkSchema.safeParse({ email: params.get('email') ?? '', code: params.get('code') ?? '' })
  return parsed.success ? parsed.data : null
}
