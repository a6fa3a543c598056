import { type Say, sayInEnglish } from '../i18n/say'
import { blockWords } from './block-words'
import { videoPaths } from '../domain/video'
import { escapeHtml } from '../rich-text/escape-html'

/** What a page needs to show a video: its title, its picture's size and its caption tracks. */
export type ShownVideo = { id: string; title: string; width: number; height: number; captions: { language: string; label: string }[] }

const attr = escapeHtml

/**
 * A video that plays on any browser: the server's markup names the master playlist as a native HLS
 * source (Safari and iOS play it as it is), and src/video-player/ takes over where Media Source
 * Extensions exist, with hls.js, a quality menu, keyboard keys and picture in picture. The poster
 * and the reserved size paint at once; nothing of the video loads before it is played.
 */
/**
 * The player's words (src/video-player/) in the reader's language, on the figure or the hero as
 * `data-words`; `{quality}` is left for the player to fill.
 */
function playerWords(say: Say): string {
  const words = {
    quality: say(blockWords.quality),
    automatic: say(blockWords.automatic),
    automaticPlaying: say(blockWords.automaticPlaying, { quality: '{quality}' }),
    pictureInPicture: say(blockWords.pictureInPicture),
    playBackground: say(blockWords.playBackground),
    pauseBackground: say(blockWords.pauseBackground),
    offline: say(blockWords.offline),
  }
  return ` data-words="${attr(JSON.stringify(words))}"`
}

export function videoPlayerMarkup(video: ShownVideo, options: { caption?: string; say?: Say } = {}): string {
  const say = options.say ?? sayInEnglish
  const tracks = video.captions
    .map((track, index) => `<track kind="captions" src="${attr(videoPaths.caption(video.id, track.language))}" srclang="${attr(track.language)}" label="${attr(track.label)}"${index === 0 ? ' default' : ''}>`)
    .join('')
  return [
    `<figure class="mqv" data-video-player data-video-id="${attr(video.id)}"${playerWords(say)}>`,
    `<div class="mqv-frame" style="aspect-ratio:${video.width} / ${video.height}">`,
    `<video controls playsinline preload="none" poster="${attr(videoPaths.poster(video.id))}" width="${video.width}" height="${video.height}" aria-label="${attr(video.title)}">`,
    `<source src="${attr(videoPaths.playlist(video.id))}" type="application/vnd.apple.mpegurl">`,
    tracks,
    '</video></div>',
    options.caption ? `<figcaption>${escapeHtml(options.caption)}</figcaption>` : '',
    '</figure>',
  ].join('')
}

/**
 * A full-width hero: the video's silent preview, looping behind a heading and a line of text. It
 * paints as its poster; the script starts the preview once the page has loaded, and never for
 * someone who asked for less motion.
 */
/** `link.href` is the block's link already through the page's safe-link rule. */
export function videoHeroMarkup(video: ShownVideo, text: { heading: string; text: string; link: { href: string; label: string } | null }, say: Say = sayInEnglish): string {
  return [
    `<div class="mqv-hero" data-video-hero${playerWords(say)}>`,
    `<img class="mqv-hero-still" src="${attr(videoPaths.poster(video.id))}" alt="" width="${video.width}" height="${video.height}">`,
    `<video muted loop playsinline preload="none" poster="${attr(videoPaths.poster(video.id))}" data-src="${attr(videoPaths.preview(video.id))}" aria-hidden="true" tabindex="-1"></video>`,
    '<div class="mqv-hero-text">',
    text.heading ? `<h2>${escapeHtml(text.heading)}</h2>` : '',
    text.text ? `<p>${escapeHtml(text.text)}</p>` : '',
    text.link ? `<p><a class="mqv-hero-link" href="${text.link.href}">${escapeHtml(text.link.label)}</a></p>` : '',
    '</div>',
    `<button type="button" class="mqv-hero-pause" hidden aria-pressed="false">${escapeHtml(say(blockWords.pauseBackground))}</button>`,
    '</div>',
  ].join('')
}
