import { Stack } from '@chakra-ui/react'
import type { ContrastWarning } from '../../theme/contrast-warnings'

/** Each colour pair under 4.5:1, said as it is typed; nothing when every pair reads. */
export function ContrastWarningList({ warnings }: { warnings: ContrastWarning[] }) {
  if (warnings.length === 0) return null
  return (
    <Stack as="ul" role="status" aria-label="Contrast warnings" gap="1" marginTop="3" paddingLeft="6" borderLeftWidth="4px" borderColor="orange.500" listStyleType="disc">
      {warnings.map((warning) => (
        <li key={`${warning.text}-${warning.background}`}>{warning.message}</li>
      ))}
    </Stack>
  )
}
