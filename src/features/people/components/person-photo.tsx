import { Avatar } from '@chakra-ui/react'
import type { Person } from '../../../domain/people'
import { personName } from '../person-name'

/** The person's photo, or their initials when they have none (or it cannot be shown on this site). */
export function PersonPhoto({ person, size, src }: { person: Pick<Person, 'name' | 'email' | 'image'>; size: 'lg' | '2xl'; src?: string | null }) {
  const image = src ?? person.image
  return (
    <Avatar.Root size={size} colorPalette="primary" flexShrink={0}>
      <Avatar.Fallback name={person.name || undefined} />
      {image ? <Avatar.Image src={image} alt={`Photo of ${personName(person)}`} /> : null}
    </Avatar.Root>
  )
}
