import { Badge, Box, Button, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { ListRow } from '../../../components/ui/item-list'
import type { AppointmentType } from '../../../domain/appointment'
import { needs, useMay, whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'

/**
 * One appointment type: what it is and who hosts it, whether visitors can book it, its booking page
 * and a way to change it: one's own with offer-appointments, anyone's with manage-appointments.
 */
export function AppointmentTypeRow({ type, meId, onEdit }: { type: AppointmentType; meId: string | null; onEdit: (type: AppointmentType) => void }) {
  const action = type.host.id === meId ? 'offer-appointments' : 'manage-appointments'
  const may = useMay()(action)
  const roles = useRoleTable()
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
          <Button
            {...needs(action)}
            size="sm"
            variant="outline"
            disabled={!may}
            title={may ? undefined : `Only the brand’s ${whoMay(roles, action)} change another host’s appointment types`}
            onClick={() => onEdit(type)}
          >
            Change<Box as="span" srOnly>{` ${type.title}`}</Box>
          </Button>
        </Stack>
      </Stack>
    </ListRow>
  )
}
