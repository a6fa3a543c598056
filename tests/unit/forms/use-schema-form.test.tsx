import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { FormProblem } from '../../../src/components/ui/form-problem'
import { TextField } from '../../../src/components/ui/text-field'
import type { ApiFailure } from '../../../src/lib/api/api-failure'
import { useSchemaForm, type SubmitOutcome } from '../../../src/lib/forms/use-schema-form'
import { phoneNumberSchema } from '../../../src/domain/contact-details'
import german from '../../../src/i18n/catalogs/de/problems.json'
import { renderInLocale, renderWithTheme } from '../render-with-theme'

const schema = z.object({
  given_name: z.string().trim().min(1),
  phones: z.array(z.object({ number: phoneNumberSchema })),
})
type Values = { given_name: string; phones: { number: string }[] }
type Answer = { id: string; given_name: string }

const http = (message: string, field?: string, notified = false): ApiFailure => ({ kind: 'http', status: 400, message, notified, ...(field ? { field } : {}) })

/** A small form as a screen would build one, so the hook is tested only through what a person sees. */
const englishLabels = { name: 'Given name', phone: 'Phone 1 number' }

function ContactForm({
  onSubmit,
  onSaved,
  labels = englishLabels,
}: {
  onSubmit: (value: z.output<typeof schema>) => Promise<SubmitOutcome<Answer>>
  onSaved?: (answer: Answer) => Values | void
  labels?: typeof englishLabels
}) {
  const form = useSchemaForm({
    initialValues: { given_name: '', phones: [{ number: '' }] } as Values,
    schema,
    onSubmit,
    onSaved,
    offlineMessage: 'You are offline, so nothing was saved.',
    invalidMessage: 'Some fields need a change.',
    refusedMessage: 'The server refused a field.',
    showsField: (path) => path === 'given_name' || /^phones\.\d+\.number$/.test(path),
  })
  return (
    <form onSubmit={form.submit} noValidate>
      <TextField label={labels.name} value={form.values.given_name} onChange={(value) => form.setField('given_name', value)} error={form.errors.given_name} />
      <TextField
        label={labels.phone}
        value={form.values.phones[0]!.number}
        onChange={(number) => form.setField('phones', [{ number }])}
        error={form.errors['phones.0.number']}
      />
      <FormProblem>{form.problem}</FormProblem>
      {form.saved ? <p role="status">Saved.</p> : null}
      <button type="submit">Save</button>
    </form>
  )
}

function renderForm(onSubmit: (value: z.output<typeof schema>) => Promise<SubmitOutcome<Answer>>, onSaved?: (answer: Answer) => Values | void) {
  renderWithTheme(<ContactForm onSubmit={onSubmit} onSaved={onSaved} />)
  const user = userEvent.setup()
  const save = () => user.click(screen.getByRole('button', { name: 'Save' }))
  /** Types the name and the phone number given into their fields, then saves. */
  const saveWith = async (typed: { name?: string; phone?: string }) => {
    if (typed.name !== undefined) await user.type(name(), typed.name)
    if (typed.phone !== undefined) await user.type(phone(), typed.phone)
    await save()
  }
  /** Fills in values the schema accepts, then saves. */
  const saveValid = () => saveWith({ name: 'Ada', phone: '0123' })
  return { user, save, saveWith, saveValid }
}

const name = () => screen.getByLabelText('Given name')
const phone = () => screen.getByLabelText('Phone 1 number')

describe('useSchemaForm', () => {
  it("checks the values against the schema first: each problem under its field, nothing sent", async () => {
    const onSubmit = vi.fn()
    const { saveWith } = renderForm(onSubmit)
    await saveWith({ phone: 'call me' })
    expect(screen.getByText('Given name must not be empty.')).toBeInTheDocument()
    expect(screen.getByText('Phone 1 number may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958.')).toBeInTheDocument()
    expect(name()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a change.')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('clears a field\'s problem as soon as the field is fixed, and only that one', async () => {
    const { user, saveWith } = renderForm(vi.fn())
    await saveWith({ phone: 'x' })
    await user.type(name(), 'A')
    expect(screen.queryByText('Given name must not be empty.')).toBeNull()
    expect(name()).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Phone 1 number may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a change.')
    await user.clear(phone())
    await user.type(phone(), '0123')
    expect(screen.queryByText(/Phone 1 number may hold/)).toBeNull()
    // With every field fixed, the summary of their problems goes too.
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps a problem while the field still breaks a rule, and adds none while typing elsewhere', async () => {
    const { user, saveWith } = renderForm(vi.fn())
    await saveWith({ phone: 'x' })
    await user.type(phone(), 'y')
    expect(screen.getByText('Phone 1 number may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958.')).toBeInTheDocument()
  })

  it('sends the checked value and shows the saved state until the next change', async () => {
    const onSubmit = vi.fn(async (..._args: unknown[]) => ({ data: { id: 'c-1', given_name: 'Ada' } }))
    const { user, saveWith } = renderForm(onSubmit)
    await saveWith({ name: '  Ada ', phone: '0123' })
    expect(onSubmit.mock.calls[0]).toEqual([{ given_name: 'Ada', phones: [{ number: '0123' }] }, { given_name: '  Ada ', phones: [{ number: '0123' }] }])
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.')
    await user.type(name(), 'x')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('starts from the values onSaved gives back', async () => {
    const { saveValid } = renderForm(
      async () => ({ data: { id: 'c-1', given_name: 'Ada' } }),
      (answer) => ({ given_name: answer.given_name.toUpperCase(), phones: [{ number: '' }] }),
    )
    await saveValid()
    await waitFor(() => expect(name()).toHaveValue('ADA'))
    expect(phone()).toHaveValue('')
  })

  it("puts the server's problem under the field it names by a dotted path, and clears it once that field changes", async () => {
    const { user, saveWith } = renderForm(async () => ({ error: http('is not a number anyone can call', 'phones.0.number') }))
    await saveWith({ name: 'Ada', phone: '0000' })
    expect(await screen.findByText('Phone 1 number is not a number anyone can call.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The server refused a field.')
    await user.type(name(), 'x')
    expect(screen.getByText('Phone 1 number is not a number anyone can call.')).toBeInTheDocument()
    await user.type(phone(), '1')
    expect(screen.queryByText(/anyone can call/)).toBeNull()
  })

  it('names the field once when the server\'s message opens with the field it names', async () => {
    const { saveValid } = renderForm(async () => ({ error: http('given_name: is taken on this card', 'given_name') }))
    await saveValid()
    expect(await screen.findByText('Given name is taken on this card.')).toBeInTheDocument()
  })

  it('shows a message about no field, or about a field the form does not show, as the form\'s problem', async () => {
    const outcomes = [{ error: http('too many changes; wait a minute') }, { error: http('must be a guest of this site', 'guest_id') }]
    const { save, saveValid } = renderForm(async () => outcomes.shift()!)
    await saveValid()
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many changes; wait a minute.')
    await save()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Guest_id: must be a guest of this site.'))
  })

  it('does not repeat a message the person was already shown in a notification', async () => {
    const { saveValid } = renderForm(async () => ({ error: http('The server is busy', undefined, true) }))
    await saveValid()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps what was typed when offline, and says so', async () => {
    const { saveValid } = renderForm(async () => ({ error: { kind: 'offline', message: 'unreachable' } satisfies ApiFailure }))
    await saveValid()
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline, so nothing was saved.')
    expect(name()).toHaveValue('Ada')
  })

  it("shows a refusal the form words itself", async () => {
    const { saveValid } = renderForm(async () => ({ problem: 'Your code was accepted but your account could not be loaded.' }))
    await saveValid()
    expect(await screen.findByRole('alert')).toHaveTextContent('Your code was accepted but your account could not be loaded.')
  })

  it("says a check's problem in the reader's language, under its field, and clears it once the field is fixed", async () => {
    const germanLabels = { name: 'Vorname', phone: 'Telefon 1' }
    await renderInLocale(<ContactForm onSubmit={vi.fn()} labels={germanLabels} />, 'de')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Telefon 1'), 'anrufen')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText(`Vorname ${german['problems.check.empty']}.`)).toBeInTheDocument()
    expect(screen.getByText('Vorname darf nicht leer sein.')).toBeInTheDocument()
    expect(screen.getByText(`Telefon 1 ${german['problems.phoneCharacters']}.`)).toBeInTheDocument()
    expect(screen.getByText(/^Telefon 1 darf nur Ziffern, Leerzeichen/)).toBeInTheDocument()
    expect(screen.queryByText(/must|may hold/)).toBeNull()
    await user.type(screen.getByLabelText('Vorname'), 'Ada')
    expect(screen.queryByText(/^Vorname /)).toBeNull()
    await user.clear(screen.getByLabelText('Telefon 1'))
    await user.type(screen.getByLabelText('Telefon 1'), '+49 30 1234567')
    expect(screen.queryByText(/^Telefon 1 /)).toBeNull()
  })
})
