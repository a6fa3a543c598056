import { Grid } from '@chakra-ui/react'
import type { SelectOption } from './select-field'
import { CheckboxField } from './checkbox-field'
import { FieldGroup } from './field-group'

type CheckboxGroupFieldProps<Value extends string> = {
  label: string
  options: readonly SelectOption<Value>[]
  /** The chosen values; always kept in the options' order. */
  value: readonly Value[]
  onChange: (value: Value[]) => void
  /** A problem with the choice, as a sentence ("Choose at least one day."). */
  error?: string
}

/** A set of choices, any number of them ticked, under one label. */
export function CheckboxGroupField<Value extends string>({ label, options, value, onChange, error }: CheckboxGroupFieldProps<Value>) {
  const toggle = (option: Value, on: boolean) => onChange(options.map((each) => each.value).filter((each) => (each === option ? on : value.includes(each))))
  return (
    <FieldGroup legend={label} error={error} asField>
      <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(4, 1fr)' }} gap="2">
        {options.map((option) => (
          <CheckboxField key={option.value} label={option.label} checked={value.includes(option.value)} onChange={(on) => toggle(option.value, on)} />
        ))}
      </Grid>
    </FieldGroup>
  )
}
