import type { Locator, Page } from 'playwright-core'

export interface PutRightAndSend {
  /** The name of the button that sends the form. */
  readonly send: string
  /** What the form says is wrong when it is first sent. */
  readonly problem: string
  /** Puts the field right. */
  readonly putRight: () => Promise<unknown>
  /** What the form's status says once it is sent. */
  readonly confirmation: string
}

/**
 * Sends the form as it is and waits for the problem it names, puts the field right and waits for
 * the problem to go, then sends it again and waits for the confirmation.
 */
export async function sendAndPutRight(form: Page | Locator, { send, problem, putRight, confirmation }: PutRightAndSend): Promise<void> {
  await form.getByRole('button', { name: send }).click()
  await form.getByText(problem).waitFor()
  await putRight()
  await form.getByText(problem).waitFor({ state: 'detached' })
  await form.getByRole('button', { name: send }).click()
  await form.getByRole('status').filter({ hasText: confirmation }).waitFor()
}
