import axe from 'axe-core'
import type { Page } from 'playwright-core'

export type AxeProblem = { id: string; impact: string; help: string; targets: string[] }

/**
 * Runs axe-core in the page as it is now and answers its serious and critical violations, each with
 * the elements it found them on, so a failing test says what to fix and where. axe runs as a script
 * in the page: check a page with JavaScript on (a server-drawn page is the same markup either way).
 */
export async function seriousAccessibilityProblems(page: Page): Promise<AxeProblem[]> {
  // Colours are read once transitions have ended: a button changing state is between two colours.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'))
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  })
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}
