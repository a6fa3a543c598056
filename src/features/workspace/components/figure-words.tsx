import { Text } from '@chakra-ui/react'

/** A figure of the workspace as it is read: the number, large, and under it what it counts. */
export function FigureWords({ value, label }: { value: number; label: string }) {
  return (
    <>
      <Text as="span" display="block" fontSize="3xl" fontWeight="semibold" lineHeight="1.1">
        {value}
      </Text>
      <Text as="span" color="fg.muted">
        {label}
      </Text>
    </>
  )
}
