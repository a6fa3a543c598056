import { defineMessages } from 'react-intl'
import type { VideoVisibility } from '../../domain/video'

/** Who may watch a video, as the choice says it. */
export const visibilityChoices = defineMessages({
  public: { id: 'videos.visibility.public', defaultMessage: 'Public: anyone on the site' },
  unlisted: { id: 'videos.visibility.unlisted', defaultMessage: 'Unlisted: anyone with the link' },
  private: { id: 'videos.visibility.private', defaultMessage: "Private: the brand's people only" },
}) satisfies Record<VideoVisibility, unknown>

/** Who may watch a video, in a word for its badge. */
export const visibilityBadges = defineMessages({
  public: { id: 'videos.visibility.publicBadge', defaultMessage: 'Public' },
  unlisted: { id: 'videos.visibility.unlistedBadge', defaultMessage: 'Unlisted' },
  private: { id: 'videos.visibility.privateBadge', defaultMessage: 'Private' },
}) satisfies Record<VideoVisibility, unknown>
