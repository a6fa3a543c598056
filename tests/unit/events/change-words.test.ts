import { describe, expect, it } from 'vitest'
import { changeWords } from '../../../src/domain/audit-event'

describe('a change in the audit log, in words', () => {
  it('names the field and shows its old and new value', () => {
    expect(changeWords({ field: 'job_title', from: '', to: 'Head of sales' })).toBe('Job title: "" → "Head of sales"')
    expect(changeWords({ field: 'listed', from: false, to: true })).toBe('Listed: no → yes')
    expect(changeWords({ field: 'logo_upload_id', from: null, to: 'f3a1' })).toBe('Logo: none → "f3a1"')
  })

  it('says only that a secret changed', () => {
    expect(changeWords({ field: 'secret' })).toBe('Secret: changed')
  })
})
