/**
 * Fastify logs FST_ERR_REP_ALREADY_SENT ("Reply was already sent") when a route answers and then
 * answers again: the second answer is lost and the log fills with errors. Every server a test starts
 * has its log read for it when the test is done with it.
 */
export function refuseRepliesSentTwice(log: string, server: string): void {
  const line = log.split('\n').find((text) => text.includes('FST_ERR_REP_ALREADY_SENT') || text.includes('Reply was already sent'))
  if (line) throw new Error(`${server} answered a request twice (FST_ERR_REP_ALREADY_SENT): ${line.slice(0, 600)}`)
}
