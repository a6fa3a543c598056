import { Box, Image } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import type { Person } from '../../../domain/people'
import { personName } from '../person-name'

const sizes = { lg: '12', '2xl': '24' } as const

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/** The person's photo, or their initials in a circle when they have none. */
export function PersonPhoto({ person, size, src }: { person: Pick<Person, 'name' | 'email' | 'image'>; size: keyof typeof sizes; src?: string | null }) {
  const image = src ?? person.image
  const box = sizes[size]
  const intl = useIntl()
  if (image)
    return (
      <Image
        src={image}
        alt={intl.formatMessage({ id: 'people.photo.alt', defaultMessage: 'Photo of {name}' }, { name: personName(person, intl.formatMessage) })}
        width={box}
        height={box}
        borderRadius="full"
        objectFit="cover"
        flexShrink={0}
      />
    )
  return (
    <Box
      aria-hidden
      width={box}
      height={box}
      borderRadius="full"
      bg="primary.subtle"
      color="fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      fontSize={size === 'lg' ? 'md' : '2xl'}
      flexShrink={0}
    >
      {initialsOf(person.name || person.email || '')}
    </Box>
  )
}
