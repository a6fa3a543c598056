import { Badge, Link, VisuallyHidden } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useUnreadCount } from '../hooks/use-unread-count'

/**
 * The live count of the signed-in person's unread notifications, linking to them. It is a status
 * region: screen readers hear "3 unread notifications" when it changes. Nothing shows while there are none.
 */
export function UnreadBadge({ signedIn, userId }: { signedIn: boolean; userId: string | undefined }) {
  const intl = useIntl()
  const count = useUnreadCount(signedIn) ?? 0
  const badge = (
    <Badge colorPalette="primary" variant="solid" borderRadius="full" minWidth="6" justifyContent="center">
      <span aria-hidden="true">{count > 99 ? intl.formatMessage({ id: 'notifications.badge.many', defaultMessage: '{count}+' }, { count: 99 }) : intl.formatNumber(count)}</span>
      <VisuallyHidden>
        <FormattedMessage id="notifications.badge.unread" defaultMessage="{count, plural, one {# unread notification} other {# unread notifications}}" values={{ count }} />
      </VisuallyHidden>
    </Badge>
  )
  return (
    <span role="status">
      {count === 0 ? null : userId ? (
        <Link asChild textDecoration="none">
          <RouterLink to="/users/$id/notifications" params={{ id: userId }}>
            {badge}
          </RouterLink>
        </Link>
      ) : (
        badge
      )}
    </span>
  )
}
