import { Badge, Box, Button, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListRow } from '../../../components/ui/item-list'
import type { AppointmentType } from '../../../domain/appointment'
import { needs, useMay, whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import { zoneWords } from '../when-words'

/**
 * One appointment type: what it is and who hosts it, whether visitors can book it, its booking page
 * and a way to change it: one's own with offer-appointments, anyone's with manage-appointments.
 */
export function AppointmentTypeRow({ type, meId, onEdit }: { type: AppointmentType; meId: string | null; onEdit: (type: AppointmentType) => void }) {
  const action = type.host.id === meId ? 'offer-appointments' : 'manage-appointments'
  const intl = useIntl()
  const may = useMay()(action)
  const roles = useRoleTable()
  return (
    <ListRow>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Box>
          <Text fontWeight="semibold">{type.title}</Text>
          <Text color="fg.muted" fontSize="sm">
            {type.needs_confirmation ? (
              <FormattedMessage
                id="appointments.typeRow.summaryConfirms"
                defaultMessage="{minutes, plural, one {# minute} other {# minutes}} · hosted by {host} · {zone} · the host confirms each booking"
                values={{ minutes: type.duration_minutes, host: type.host.name, zone: zoneWords(type.time_zone) }}
              />
            ) : (
              <FormattedMessage
                id="appointments.typeRow.summary"
                defaultMessage="{minutes, plural, one {# minute} other {# minutes}} · hosted by {host} · {zone}"
                values={{ minutes: type.duration_minutes, host: type.host.name, zone: zoneWords(type.time_zone) }}
              />
            )}
          </Text>
        </Box>
        <Stack direction="row" align="center" gap="3" wrap="wrap">
          <Badge colorPalette={type.published ? 'green' : 'gray'}>
            {type.published ? (
              <FormattedMessage id="appointments.typeRow.published" defaultMessage="Published" />
            ) : (
              <FormattedMessage id="appointments.typeRow.notPublished" defaultMessage="Not published" />
            )}
          </Badge>
          {type.published ? (
            <Link asChild color="link">
              <RouterLink to="/appointments/$id" params={{ id: type.id }}>
                <FormattedMessage
                  id="appointments.typeRow.bookingPage"
                  defaultMessage="Booking page<hidden> of {title}</hidden>"
                  values={{
                    title: type.title,
                    hidden: (words) => (
                      <Box as="span" srOnly>
                        {words}
                      </Box>
                    ),
                  }}
                />
              </RouterLink>
            </Link>
          ) : null}
          <Button
            {...needs(action)}
            size="sm"
            variant="outline"
            disabled={!may}
            title={
              may
                ? undefined
                : intl.formatMessage(
                    { id: 'appointments.typeRow.onlyWho', defaultMessage: 'Only the brand’s {who} change another host’s appointment types' },
                    { who: whoMay(roles, action, intl) },
                  )
            }
            onClick={() => onEdit(type)}
          >
            <FormattedMessage
              id="appointments.typeRow.change"
              defaultMessage="Change<hidden> {title}</hidden>"
              values={{
                title: type.title,
                hidden: (words) => (
                  <Box as="span" srOnly>
                    {words}
                  </Box>
                ),
              }}
            />
          </Button>
        </Stack>
      </Stack>
    </ListRow>
  )
}
