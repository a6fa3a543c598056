import { useState } from 'react'
import { submitProblem } from './submit-problem'

/** What an RTK Query mutation answers: `{ data }`, or `{ error }` when it failed. */
type ActionResult = { data?: unknown; error?: unknown }

/**
 * An action a button sends to the server (leave a brand, delete a card), and its problem as a
 * sentence to show beside the button: cleared when the action is sent again, set when the server
 * refuses it or the device is offline.
 */
export function useActionProblem() {
  const [problem, setProblem] = useState<string | null>(null)

  /** Sends the action; the server's answer when it agreed, else null (and the problem is set). */
  async function attempt<Result extends ActionResult>(send: () => Promise<Result>, offlineMessage: string): Promise<Extract<Result, { error?: undefined }> | null> {
    setProblem(null)
    const result = await send()
    if (result.error === undefined) return result as Extract<Result, { error?: undefined }>
    setProblem(submitProblem(result.error, offlineMessage).message)
    return null
  }

  return { problem, setProblem, attempt }
}
