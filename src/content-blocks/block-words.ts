import { defineMessages } from '../i18n/define-messages'

/** The words the page blocks say around a brand's own content, in the reader's language (the context's `say`). */
export const blockWords = defineMessages({
  nobodyListed: { id: 'pageBlocks.nobodyListed', defaultMessage: 'No one is listed yet.' },
  pages: { id: 'pageBlocks.pages', defaultMessage: 'Pages' },
  people: { id: 'pageBlocks.people', defaultMessage: 'People' },
  contact: { id: 'pageBlocks.contact', defaultMessage: 'Contact' },
  videoMissing: { id: 'pageBlocks.videoMissing', defaultMessage: 'This video is not available.' },
  bookingMissing: { id: 'pageBlocks.bookingMissing', defaultMessage: 'This booking calendar is not available.' },
  bookingAbout: { id: 'pageBlocks.bookingAbout', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}} with {host} · {place}' },
  nextFreeTimes: { id: 'pageBlocks.nextFreeTimes', defaultMessage: 'Next free times' },
  chooseTime: { id: 'pageBlocks.chooseTime', defaultMessage: 'Choose a time' },
  byPhone: { id: 'pageBlocks.byPhone', defaultMessage: 'By phone' },
  byVideo: { id: 'pageBlocks.byVideo', defaultMessage: 'By video call' },
  quality: { id: 'pageBlocks.player.quality', defaultMessage: 'Quality' },
  automatic: { id: 'pageBlocks.player.automatic', defaultMessage: 'Automatic' },
  automaticPlaying: { id: 'pageBlocks.player.automaticPlaying', defaultMessage: 'Automatic ({quality})' },
  pictureInPicture: { id: 'pageBlocks.player.pictureInPicture', defaultMessage: 'Picture in picture' },
  playBackground: { id: 'pageBlocks.player.playBackground', defaultMessage: 'Play the background video' },
  pauseBackground: { id: 'pageBlocks.player.pauseBackground', defaultMessage: 'Pause the background video' },
  offline: { id: 'pageBlocks.player.offline', defaultMessage: 'You are offline: the video plays when you are back online.' },
})
