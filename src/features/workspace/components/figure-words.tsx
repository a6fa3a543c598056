import { Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

/** A figure of the workspace as it is read: the number, large, and under it what it counts. */
export function FigureWords({ value, label }: { value: number; label: ReactNode }) {
  const intl = useIntl()
  return (
    <>
      <Text as="span" display="block" fontSize="3xl" fontWeight="semibold" lineHeight="1.1">
        {intl.formatNumber(value)}
      </Text>
      <Text as="span" color="fg.muted">
        {label}
      </Text>
    </>
  )
}
