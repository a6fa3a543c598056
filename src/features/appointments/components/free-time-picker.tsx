import { Box, Button, Text, Wrap } from '@chakra-ui/react'
import { useMemo } from 'react'
import Calendar from 'react-calendar'
import 'react-calendar/dist/Calendar.css'
import { FormProblem } from '../../../components/ui/form-problem'
import type { SlotDays } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { dateOf, dayOf, monthStart } from '../calendar-days'
import type { FreeTimeChoice } from '../use-free-time-choice'
import { clockOf } from '../when-words'
import './booking-calendar.css'
import { TitledSection } from '../../../components/ui/titled-section'

/** The month's free times as a query of them answers: loading, failed, or the days. */
export type MonthTimes = { data?: SlotDays; isFetching: boolean; isSuccess: boolean; isError: boolean; error?: unknown }

/**
 * A month of days where only the days with free times are buttons (react-calendar, in the brand's
 * colours), then the free times of the chosen day in the visitor's zone. The month's times are
 * asked for by the caller as the month is shown.
 */
export function FreeTimePicker({ times, timeZone, choice }: { times: MonthTimes; timeZone: string; choice: FreeTimeChoice }) {
  const { day, start } = choice
  const freeDays = useMemo(() => new Map((times.data?.days ?? []).map((free) => [free.date, free.slots])), [times.data])
  const slots = day ? (freeDays.get(day) ?? []) : []
  return (
    <>
      <TitledSection title="Choose a day" gap="3">
        <Box className="booking-calendar">
          <Calendar
            minDetail="month"
            value={day ? dateOf(day) : null}
            activeStartDate={choice.month}
            onActiveStartDateChange={({ activeStartDate }) => activeStartDate && choice.showMonth(monthStart(activeStartDate))}
            tileDisabled={({ date, view }) => view === 'month' && !freeDays.has(dayOf(date))}
            onClickDay={(date) => choice.chooseDay(dayOf(date))}
            prevAriaLabel="Previous month"
            nextAriaLabel="Next month"
            prev2Label={null}
            next2Label={null}
          />
        </Box>
        {times.isFetching ? <Text color="fg.muted">Finding free times…</Text> : null}
        {times.isError ? <FormProblem>{`The free times could not be loaded: ${failureMessage(times.error)}`}</FormProblem> : null}
        {times.isSuccess && !times.isFetching && freeDays.size === 0 ? <Text>No free times this month; try the next.</Text> : null}
      </TitledSection>
      {day ? (
        <TitledSection title={`Free times on ${new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(dateOf(day))}`} gap="3">
          <Wrap gap="2" role="group" aria-label="Free times">
            {slots.map((slot) => (
              <Button key={slot.start} variant={slot.start === start ? 'solid' : 'outline'} colorPalette="primary" aria-pressed={slot.start === start} onClick={() => choice.chooseTime(slot.start)}>
                {clockOf(slot.start, timeZone)}
              </Button>
            ))}
          </Wrap>
        </TitledSection>
      ) : null}
      <FormProblem>{choice.problem}</FormProblem>
    </>
  )
}
