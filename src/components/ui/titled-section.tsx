import { Box, Heading, HStack, Stack, type HeadingProps, type StackProps } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

export type TitledSectionProps = Omit<StackProps, 'title'> & {
  /** The section's title, which is also its accessible name: "Figures". */
  title: ReactNode
  /** The title's heading level. */
  level?: 'h1' | 'h2' | 'h3'
  /** The title's size. */
  size?: HeadingProps['size']
  /** The space under the title, when the section is not a stack (no `gap`). */
  titleSpace?: HeadingProps['marginBottom']
  /** Controls in a row with the title ("Period: 7 days"), wrapping on a narrow screen. */
  actions?: ReactNode
}

/**
 * A part of a screen under a heading that names it: a section labelled by its title. With `gap`,
 * its title and parts stack with that space between them; without it, they flow as blocks.
 */
export function TitledSection({ title, level = 'h2', size = 'lg', titleSpace, actions, gap, children, ...box }: TitledSectionProps) {
  const headingId = useId()
  const heading = (
    <Heading as={level} id={headingId} size={size} marginBottom={actions ? undefined : titleSpace}>
      {title}
    </Heading>
  )
  const header = actions ? (
    <HStack justifyContent="space-between" flexWrap="wrap" gap="2" marginBottom={titleSpace}>
      {heading}
      {actions}
    </HStack>
  ) : (
    heading
  )
  if (gap !== undefined) {
    return (
      <Stack as="section" aria-labelledby={headingId} gap={gap} {...box}>
        {header}
        {children}
      </Stack>
    )
  }
  return (
    <Box as="section" aria-labelledby={headingId} {...box}>
      {header}
      {children}
    </Box>
  )
}
