import { useState } from 'react'
import { defineMessage, useIntl } from 'react-intl'

/** Said when someone else booked the chosen time first. */
export const slotTakenWords = defineMessage({ id: 'appointments.freeTimes.taken', defaultMessage: 'That time was just taken; choose another.' })

/**
 * A visitor's way to a free time: the month shown, the day and the time chosen, and what went
 * wrong with the last time tried. Choosing a day lets go of its time; choosing again clears the problem.
 */
export function useFreeTimeChoice(initial: { month: Date; day?: string | null }) {
  const intl = useIntl()
  const [month, setMonth] = useState(initial.month)
  const [day, setDay] = useState<string | null>(initial.day ?? null)
  const [start, setStart] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  return {
    month,
    day,
    start,
    problem,
    showMonth: setMonth,
    chooseDay: (chosen: string | null) => {
      setDay(chosen)
      setStart(null)
      setProblem(null)
    },
    chooseTime: (chosen: string | null) => {
      setStart(chosen)
      setProblem(null)
    },
    /** Someone else took the time first: it is let go, and the visitor is told to choose another. */
    taken: () => {
      setStart(null)
      setProblem(intl.formatMessage(slotTakenWords))
    },
    setProblem,
  }
}

export type FreeTimeChoice = ReturnType<typeof useFreeTimeChoice>
