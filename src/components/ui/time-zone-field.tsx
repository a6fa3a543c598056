import { useMemo } from 'react'
import { SelectField } from './select-field'

/** Every time zone the browser knows, by its IANA name. */
const knownTimeZones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])

/** The zones to choose from: the chosen one always among them, even where the list spells it otherwise (Asia/Calcutta, Asia/Kolkata). */
function timeZoneOptions(chosen: string) {
  const known = knownTimeZones()
  return (known.includes(chosen) ? known : [chosen, ...known]).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))
}

/** A time zone by its IANA name ("Europe/Berlin"), chosen from those the browser knows. */
export function TimeZoneField({ label, value, onChange, error }: { label: string; value: string; onChange: (zone: string) => void; error?: string }) {
  // Some four hundred zones: listed again only when the zone changes, not at every key typed elsewhere in a form.
  const zones = useMemo(() => timeZoneOptions(value), [value])
  return <SelectField label={label} value={value} options={zones} onChange={onChange} error={error} />
}
