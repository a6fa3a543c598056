/** Who did something and from where, as the audit log records it; a stranger has no user. Their address is read when the event is written. */
export type Actor = { userId: string | null; ip: string | null; email?: string | null }

/** The actor of a request: the signed-in person when its access resolved one, and the address it came from. */
export function actorOf(request: { caller: { session: { userId: string } | null } | null; ip: string }): Actor {
  return { userId: request.caller?.session?.userId ?? null, ip: request.ip }
}
