import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CheckboxField } from '../../../src/components/ui/checkbox-field'
import { DurationField } from '../../../src/components/ui/duration-field'
import { FieldGroup } from '../../../src/components/ui/field-group'
import { FormSubmit } from '../../../src/components/ui/form-submit'
import { FormSuccess } from '../../../src/components/ui/form-success'
import { NumberField } from '../../../src/components/ui/number-field'
import { TimeField } from '../../../src/components/ui/time-field'
import { TimeZoneField } from '../../../src/components/ui/time-zone-field'
import { WeekdaysField } from '../../../src/components/ui/weekdays-field'
import type { Weekday } from '../../../src/domain/appointment'
import { renderWithTheme } from '../render-with-theme'

/** A field with its value kept as a form would keep it, shown beside it so a test reads what the form holds. */
function Held<Value>({ initial, children }: { initial: Value; children: (value: Value, set: (value: Value) => void) => React.ReactNode }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      {children(value, setValue)}
      <output aria-label="Held">{JSON.stringify(value)}</output>
    </>
  )
}
const held = () => JSON.parse(screen.getByLabelText('Held').textContent!) as unknown

/** The message the field names as its error (Chakra links it once the message is drawn). */
const saysUnder = (field: HTMLElement, message: string) => waitFor(() => expect(field).toHaveAccessibleErrorMessage(message))

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent])

describe('DurationField', () => {
  it('offers the durations in words, a named zero, and the current one when it is not among them; the form holds a number', async () => {
    renderWithTheme(<Held initial={25}>{(value, set) => <DurationField label="Free time" unit="minute" zeroLabel="None" choices={[0, 15, 30]} value={value} onChange={set} />}</Held>)
    const select = screen.getByLabelText('Free time')
    expect(optionsOf(select)).toEqual([
      ['0', 'None'],
      ['15', '15 minutes'],
      ['30', '30 minutes'],
      ['25', '25 minutes'],
    ])
    await userEvent.selectOptions(select, '30')
    expect(held()).toBe(30)
  })

  it('says minutes in the largest whole unit when asked, and days as days', async () => {
    renderWithTheme(
      <>
        <DurationField label="Notice" unit="minute" inLargestUnit choices={[45, 60, 90, 1440, 10_080]} value={60} onChange={() => undefined} />
        <DurationField label="Ahead" unit="day" choices={[1, 7]} value={7} onChange={() => undefined} error="must be at most 365 days" />
      </>,
    )
    expect(optionsOf(screen.getByLabelText('Notice')).map(([, words]) => words)).toEqual(['45 minutes', '1 hour', '90 minutes', '1 day', '1 week'])
    expect(optionsOf(screen.getByLabelText('Ahead')).map(([, words]) => words)).toEqual(['1 day', '7 days'])
    await saysUnder(screen.getByLabelText('Ahead'), 'must be at most 365 days')
  })
})

describe('NumberField', () => {
  it('gives the form a number, null when empty and NaN for what is not a number, keeping the text as typed', async () => {
    renderWithTheme(<Held initial={null as number | null}>{(value, set) => <NumberField label="Meetings a day" value={value} onChange={set} error={Number.isNaN(value) ? 'must be a number' : undefined} />}</Held>)
    const input = screen.getByLabelText('Meetings a day')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(input, '08')
    expect(held()).toBe(8)
    expect(input).toHaveValue('08')
    await userEvent.type(input, 'x')
    // JSON says NaN as null: the message under the field tells the two apart.
    expect(input).toHaveValue('08x')
    await saysUnder(input, 'Meetings a day must be a number.')
    await userEvent.clear(input)
    expect(held()).toBeNull()
    expect(input).not.toHaveAccessibleErrorMessage()
  })

  it('shows the number the form sets, such as an emptied form after a save', async () => {
    function Reset() {
      const [value, setValue] = useState<number | null>(null)
      return (
        <>
          <NumberField label="Limit" value={value} onChange={setValue} />
          <button onClick={() => setValue(null)}>Start again</button>
          <button onClick={() => setValue(12)}>Twelve</button>
        </>
      )
    }
    renderWithTheme(<Reset />)
    const input = screen.getByLabelText('Limit')
    await userEvent.type(input, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }))
    expect(input).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Twelve' }))
    expect(input).toHaveValue('12')
  })
})

describe('TimeField', () => {
  it('is a time of day with the device’s own picker, its problem said about it', async () => {
    renderWithTheme(<Held initial="09:00">{(value, set) => <TimeField label="From" errorSubject="“From”" stepMinutes={15} value={value} onChange={set} error={value === '' ? 'must be a time of day' : undefined} />}</Held>)
    const input = screen.getByLabelText('From')
    expect(input).toHaveAttribute('type', 'time')
    expect(input).toHaveAttribute('step', '900')
    fireEvent.change(input, { target: { value: '10:30' } })
    expect(held()).toBe('10:30')
    fireEvent.change(input, { target: { value: '' } })
    await saysUnder(input, '“From” must be a time of day.')
  })
})

describe('TimeZoneField', () => {
  it('offers the zones the browser knows by their names, and keeps one it spells otherwise', () => {
    renderWithTheme(<Held initial="Asia/Calcutta_Old">{(value, set) => <TimeZoneField label="Your time zone" value={value} onChange={set} />}</Held>)
    const select = screen.getByLabelText('Your time zone')
    expect(select).toHaveValue('Asia/Calcutta_Old')
    // Some four hundred options: read from the select itself, not by role one by one.
    const options = [...(select as HTMLSelectElement).options]
    expect(options[0]).toHaveTextContent('Asia/Calcutta Old')
    expect(options.find((option) => option.value === 'America/New_York')).toHaveTextContent('America/New York')
    fireEvent.change(select, { target: { value: 'Europe/Berlin' } })
    expect(held()).toBe('Europe/Berlin')
  })
})

describe('WeekdaysField', () => {
  it('names the days Monday first and keeps the chosen ones in the week’s order, with its problem under the group', async () => {
    renderWithTheme(
      <Held initial={['friday'] as Weekday[]}>{(value, set) => <WeekdaysField label="Open on" value={value} onChange={set} error={value.length === 0 ? 'Choose at least one day.' : undefined} />}</Held>,
    )
    const group = screen.getByRole('group', { name: 'Open on' })
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await userEvent.click(within(group).getByText('Monday'))
    expect(held()).toEqual(['monday', 'friday'])
    await userEvent.click(within(group).getByText('Monday'))
    await userEvent.click(within(group).getByText('Friday'))
    expect(held()).toEqual([])
    expect(group).toHaveTextContent('Choose at least one day.')
  })
})

describe('CheckboxField and FieldGroup', () => {
  it('ticks and unticks one choice, inside a group named by its legend', async () => {
    renderWithTheme(
      <Held initial={false}>
        {(value, set) => (
          <FieldGroup legend="How visitors book">
            <CheckboxField label="I confirm each booking myself" checked={value} onChange={set} />
          </FieldGroup>
        )}
      </Held>,
    )
    const box = within(screen.getByRole('group', { name: 'How visitors book' })).getByRole('checkbox', { name: 'I confirm each booking myself' })
    await userEvent.click(box)
    expect(box).toBeChecked()
    expect(held()).toBe(true)
  })
})

describe('FormSuccess and FormSubmit', () => {
  it('says what was done as a status, and nothing when there is nothing to say', () => {
    const { unmount } = renderWithTheme(<FormSuccess>{null}</FormSuccess>)
    expect(screen.queryByRole('status')).toBeNull()
    unmount()
    renderWithTheme(<FormSuccess>Saved.</FormSuccess>)
    expect(screen.getByRole('status')).toHaveTextContent('Saved.')
  })

  it('puts other buttons beside the one that sends, under the form’s problem', () => {
    renderWithTheme(
      <form>
        <FormSubmit form={{ problem: 'Not saved.', submitting: false }} busyText="Saving…" beside={<button type="button">Done changing</button>}>
          Save
        </FormSubmit>
      </form>,
    )
    const send = screen.getByRole('button', { name: 'Save' })
    expect(send).toHaveAttribute('type', 'submit')
    expect(send.parentElement).toContainElement(screen.getByRole('button', { name: 'Done changing' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved.')
  })
})
