import type { BrowserContext } from 'playwright-core'

export interface PolicyViolation {
  /** The directive that refused it, such as script-src-elem or style-src-attr. */
  readonly directive: string
  /** What was refused: a URL, or "inline" / "eval". */
  readonly blocked: string
  readonly where: string
}

/**
 * Every Content-Security-Policy violation that the pages and frames of a browser context report,
 * across navigations, and every message Chromium prints about the page's policies (CSP or
 * Permissions-Policy). Both lists fill as the pages run: read them after the page has settled.
 */
export async function recordPolicyViolations(context: BrowserContext): Promise<{ violations: PolicyViolation[]; messages: string[] }> {
  const violations: PolicyViolation[] = []
  const messages: string[] = []
  await context.exposeBinding('__policyViolation', (_source, violation: PolicyViolation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __policyViolation(violation: unknown): Promise<void> }).__policyViolation
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, where: `${event.sourceFile}:${event.lineNumber}` })
    })
  })
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Permissions-Policy/i.test(message.text())) messages.push(message.text())
  })
  return { violations, messages }
}
