import { Box, Button, Text, Wrap } from '@chakra-ui/react'
import { useMemo } from 'react'
import Calendar from 'react-calendar'
import { FormattedMessage, useIntl } from 'react-intl'
import 'react-calendar/dist/Calendar.css'
import { FormProblem } from '../../../components/ui/form-problem'
import type { SlotDays } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { dateOf, dayOf, monthStart } from '../calendar-days'
import { calendarTypeOf } from '../calendar-locale'
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
  const intl = useIntl()
  const { day, start } = choice
  const freeDays = useMemo(() => new Map((times.data?.days ?? []).map((free) => [free.date, free.slots])), [times.data])
  const slots = day ? (freeDays.get(day) ?? []) : []
  return (
    <>
      <TitledSection title={intl.formatMessage({ id: 'appointments.freeTimes.chooseDay', defaultMessage: 'Choose a day' })} gap="3">
        <Box className="booking-calendar">
          <Calendar
            locale={intl.locale}
            calendarType={calendarTypeOf(intl.locale)}
            minDetail="month"
            value={day ? dateOf(day) : null}
            activeStartDate={choice.month}
            onActiveStartDateChange={({ activeStartDate }) => activeStartDate && choice.showMonth(monthStart(activeStartDate))}
            tileDisabled={({ date, view }) => view === 'month' && !freeDays.has(dayOf(date))}
            onClickDay={(date) => choice.chooseDay(dayOf(date))}
            prevAriaLabel={intl.formatMessage({ id: 'appointments.freeTimes.previousMonth', defaultMessage: 'Previous month' })}
            nextAriaLabel={intl.formatMessage({ id: 'appointments.freeTimes.nextMonth', defaultMessage: 'Next month' })}
            prev2Label={null}
            next2Label={null}
          />
        </Box>
        {times.isFetching ? (
          <Text color="fg.muted">
            <FormattedMessage id="appointments.freeTimes.finding" defaultMessage="Finding free times…" />
          </Text>
        ) : null}
        {times.isError ? (
          <FormProblem>
            {intl.formatMessage({ id: 'appointments.freeTimes.failed', defaultMessage: 'The free times could not be loaded: {problem}' }, { problem: failureMessage(times.error) })}
          </FormProblem>
        ) : null}
        {times.isSuccess && !times.isFetching && freeDays.size === 0 ? (
          <Text>
            <FormattedMessage id="appointments.freeTimes.noneThisMonth" defaultMessage="No free times this month; try the next." />
          </Text>
        ) : null}
      </TitledSection>
      {day ? (
        <TitledSection
          title={intl.formatMessage(
            { id: 'appointments.freeTimes.onDay', defaultMessage: 'Free times on {day}' },
            { day: intl.formatDate(dateOf(day), { weekday: 'long', day: 'numeric', month: 'long' }) },
          )}
          gap="3"
        >
          <Wrap gap="2" role="group" aria-label={intl.formatMessage({ id: 'appointments.freeTimes.group', defaultMessage: 'Free times' })}>
            {slots.map((slot) => (
              <Button
                key={slot.start}
                variant={slot.start === start ? 'solid' : 'outline'}
                colorPalette="primary"
                aria-pressed={slot.start === start}
                onClick={() => choice.chooseTime(slot.start)}
              >
                {clockOf(intl, slot.start, timeZone)}
              </Button>
            ))}
          </Wrap>
        </TitledSection>
      ) : null}
      <FormProblem>{choice.problem}</FormProblem>
    </>
  )
}
