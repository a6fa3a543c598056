import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type ScreenTitleProps = {
  /** The screen's name: "Leads". */
  title: string
  /** A line under the title that says what the screen is for, in muted text. */
  children?: ReactNode
}

/** A screen's title, its one h1, with the line that says what the screen is for when it has one. */
export function ScreenTitle({ title, children }: ScreenTitleProps) {
  const heading = (
    <Heading as="h1" size="2xl">
      {title}
    </Heading>
  )
  if (children === undefined) return heading
  return (
    <Stack gap="1">
      {heading}
      <Text color="fg.muted">{children}</Text>
    </Stack>
  )
}
