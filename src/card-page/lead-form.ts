import { sentence } from '../lib/forms/sentence'
import { say } from './say'
import { aboutField, leadFieldNames, leadProblems, vcardProblem, type LeadDetails, type LeadField, type LeadProblems } from './lead-checks'
import { ensureGuestId, keepGuestId } from './guest-id'


type Control = HTMLInputElement | HTMLTextAreaElement

/**
 * "Exchange contact" (the server draws it hidden): a visitor leaves their details for the card's
 * owner. Each field says what is wrong under it until it is put right; what was typed stays in the
 * form until the server has it, whatever went wrong.
 */
export function startLeadForm(section: HTMLElement, cardKey: string, recipient: string): void {
  const form = section.querySelector('form')
  const status = section.querySelector<HTMLElement>('.mqc-form-status')
  const submit = section.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!form || !status || !submit) return
  const controls = Object.fromEntries(leadFieldNames.map((name) => [name, form.elements.namedItem(name) as Control | null]))
  if (leadFieldNames.some((name) => !controls[name])) return
  const control = (field: LeadField) => controls[field]!
  const shown: LeadProblems = {}
  const vcardInput = form.elements.namedItem('vcard') as HTMLInputElement | null
  const vcardError = document.getElementById('mqc-lead-vcard-error')
  if (vcardInput) vcardInput.closest<HTMLElement>('.mqc-vcard')!.hidden = false
  const showVcardProblem = (problem: string | null) => {
    vcardInput?.toggleAttribute('aria-invalid', problem !== null)
    if (vcardError) vcardError.textContent = problem ?? ''
  }
  vcardInput?.addEventListener('change', () => showVcardProblem(null))

  /** The chosen card's text, undefined when none was chosen, or null when it cannot be sent (and says why). */
  async function chosenVcard(): Promise<string | undefined | null> {
    const file = vcardInput?.files?.[0]
    if (!file) return undefined
    const text = file.size > 64_000 ? 'x'.repeat(16_001) : await file.text()
    const problem = vcardProblem(text)
    showVcardProblem(problem)
    return problem ? null : text
  }

  const details = (): LeadDetails => ({
    name: control('name').value,
    email: control('email').value,
    phone: control('phone').value,
    message: control('message').value,
  })

  function show(field: LeadField, message: string | undefined) {
    const input = control(field)
    const error = document.getElementById(`${input.id}-error`)
    if (message) {
      shown[field] = message
      input.setAttribute('aria-invalid', 'true')
    } else {
      delete shown[field]
      input.removeAttribute('aria-invalid')
    }
    if (error) error.textContent = message ?? ''
  }

  function tell(message: string, problem = false) {
    status!.textContent = message
    status!.classList.toggle('mqc-problem', problem)
  }

  // A field's message goes as soon as what is typed is right, and says what is wrong now.
  form.addEventListener('input', (event) => {
    const field = (event.target as Control).name as LeadField
    if (!(field in shown)) return
    show(field, leadProblems(details())[field])
  })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void send()
  })

  async function send() {
    if (submit!.disabled) return
    tell('')
    const typed = details()
    const problems = leadProblems(typed)
    for (const field of leadFieldNames) show(field, problems[field])
    const first = leadFieldNames.find((field) => problems[field])
    if (first) {
      control(first).focus()
      return
    }
    const vcard = await chosenVcard()
    if (vcard === null) {
      vcardInput!.focus()
      return
    }
    submit!.disabled = true
    const label = submit!.textContent
    submit!.textContent = say('sending')
    try {
      const lead = { name: typed.name.trim(), email: typed.email.trim(), phone: typed.phone.trim(), message: typed.message.trim() }
      const answer = await fetch(`/api/vcards/${encodeURIComponent(cardKey)}/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...lead, ...(vcard ? { vcard } : {}), guest_id: await ensureGuestId() }),
      })
      const body = (await answer.json().catch(() => null)) as { guest_id?: unknown; message?: unknown; field?: unknown } | null
      if (answer.ok) {
        if (typeof body?.guest_id === 'string') keepGuestId(body.guest_id)
        form!.reset()
        tell(say('thanks', { name: recipient }))
        return
      }
      refused(body)
    } catch {
      tell(say('leadOffline'), true)
    } finally {
      submit!.disabled = false
      submit!.textContent = label
    }
  }

  // The server names the field a problem belongs to, so it goes under that field.
  function refused(body: { message?: unknown; field?: unknown } | null) {
    const message = typeof body?.message === 'string' ? body.message : say('failed')
    if (body?.field === 'vcard' && typeof body.message === 'string') {
      showVcardProblem(body.message.replace(/^vcard: /, ''))
      return vcardInput?.focus()
    }
    const field = typeof body?.field === 'string' && (leadFieldNames as readonly string[]).includes(body.field) ? (body.field as LeadField) : null
    if (!field) return tell(sentence(message), true)
    show(field, aboutField(field, message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message))
    control(field).focus()
  }

  section.hidden = false
}
