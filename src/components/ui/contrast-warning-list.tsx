import { Stack } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import type { ContrastWarning } from '../../theme/contrast-warnings'

/** Each colour pair under 4.5:1, said as it is typed; nothing when every pair reads. */
export function ContrastWarningList({ warnings }: { warnings: ContrastWarning[] }) {
  const intl = useIntl()
  if (warnings.length === 0) return null
  return (
    <Stack
      as="ul"
      role="status"
      aria-label={intl.formatMessage({ id: 'common.contrastWarnings.label', defaultMessage: 'Contrast warnings' })}
      gap="1"
      marginTop="3"
      paddingStart="6"
      borderStartWidth="4px"
      borderColor="orange.500" listStyleType="disc">
      {warnings.map((warning) => (
        <li key={`${warning.text}-${warning.background}`}>{warning.message}</li>
      ))}
    </Stack>
  )
}
