import { Fieldset, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type FieldGroupProps = {
  /** What the fields are about together: "How visitors book". */
  legend: string
  /** A problem of the group as a whole, as a sentence. */
  error?: string
  /** A legend in the size of a field's label, for a group that is one field (a set of choices). */
  asField?: boolean
  children: ReactNode
}

/** Fields that belong together under one legend, and the group's problem under them. */
export function FieldGroup({ legend, error, asField, children }: FieldGroupProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)} gap="2" spaceY="0">
      <Fieldset.Legend textStyle={asField ? 'sm' : 'md'} fontWeight={asField ? 'medium' : 'semibold'} marginBottom={asField ? '1' : '2'}>
        {legend}
      </Fieldset.Legend>
      <Stack gap="3">{children}</Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  )
}
