import { Badge, Box, Button, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { ListRow } from '../../../components/ui/item-list'
import type { AppointmentType } from '../../../domain/appointment'

/** One appointment type: what it is and who hosts it, whether visitors can book it, its booking page and a way to change it. */
export function AppointmentTypeRow({ type, onEdit }: { type: AppointmentType; onEdit: (type: AppointmentType) => void }) {
  return (
    <ListRow>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Box>
          <Text fontWeight="semibold">{type.title}</Text>
          <Text color="fg.muted" fontSize="sm">
            {type.duration_minutes} minutes · hosted by {type.host.name} · {type.time_zone.replace(/_/g, ' ')}
            {type.needs_confirmation ? ' · the host confirms each booking' : ''}
          </Text>
        </Box>
        <Stack direction="row" align="center" gap="3" wrap="wrap">
          <Badge colorPalette={type.published ? 'green' : 'gray'}>{type.published ? 'Published' : 'Not published'}</Badge>
          {type.published ? (
            <Link asChild color="link">
              <RouterLink to="/appointments/$id" params={{ id: type.id }}>
                Booking page<Box as="span" srOnly>{` of ${type.title}`}</Box>
              </RouterLink>
            </Link>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => onEdit(type)}>
            Change<Box as="span" srOnly>{` ${type.title}`}</Box>
          </Button>
        </Stack>
      </Stack>
    </ListRow>
  )
}
