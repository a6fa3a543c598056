import Hls, { type Level } from 'hls.js/light'

/**
 * The player of a video the server drew (src/content-blocks/video-markup.ts): hls.js where the
 * browser has Media Source Extensions, the browser's own HLS elsewhere (Safari, iOS), with a
 * quality menu (automatic by default), picture in picture and keyboard keys. Loaded only by pages
 * that show a video.
 */

const qualityName = (level: Pick<Level, 'height'>) => `${level.height}p`

/**
 * The player's words in the page's language, as the server's markup gives them on the figure (or
 * the hero): `data-words` holds a JSON object of these names; each one missing is said in English.
 * `automaticPlaying` names what plays with `{quality}` ("Automatic (720p)").
 */
const englishWords = {
  quality: 'Quality',
  automatic: 'Automatic',
  automaticPlaying: 'Automatic ({quality})',
  pictureInPicture: 'Picture in picture',
  playBackground: 'Play the background video',
  pauseBackground: 'Pause the background video',
}
type PlayerWords = typeof englishWords

function wordsOf(element: HTMLElement): PlayerWords {
  try {
    const given: unknown = JSON.parse(element.dataset.words ?? '{}')
    if (!given || typeof given !== 'object') return englishWords
    const words = { ...englishWords }
    for (const name of Object.keys(englishWords) as (keyof PlayerWords)[]) {
      const word = (given as Record<string, unknown>)[name]
      if (typeof word === 'string' && word.trim() !== '') words[name] = word
    }
    return words
  } catch {
    return englishWords
  }
}

/** Keys of the player, as video sites have taught people: while the focus is in the player. */
function handleKeys(figure: HTMLElement, video: HTMLVideoElement) {
  figure.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement
    if (event.altKey || event.ctrlKey || event.metaKey || target.tagName === 'SELECT' || target.tagName === 'BUTTON') return
    const seek = (by: number) => {
      video.currentTime = Math.min(Math.max(0, video.currentTime + by), Number.isFinite(video.duration) ? video.duration : video.currentTime + by)
    }
    switch (event.key) {
      case ' ':
      case 'k':
        if (video.paused) void video.play()
        else video.pause()
        break
      case 'ArrowLeft':
      case 'j':
        seek(event.key === 'j' ? -10 : -5)
        break
      case 'ArrowRight':
      case 'l':
        seek(event.key === 'l' ? 10 : 5)
        break
      case 'ArrowUp':
        video.volume = Math.min(1, video.volume + 0.1)
        break
      case 'ArrowDown':
        video.volume = Math.max(0, video.volume - 0.1)
        break
      case 'm':
        video.muted = !video.muted
        break
      case 'c': {
        const track = [...video.textTracks].find((entry) => entry.kind === 'captions' || entry.kind === 'subtitles')
        if (track) track.mode = track.mode === 'showing' ? 'hidden' : 'showing'
        break
      }
      case 'f':
        if (document.fullscreenElement) void document.exitFullscreen()
        else void figure.querySelector('.mqv-frame')?.requestFullscreen()
        break
      case 'p':
        void togglePictureInPicture(video)
        break
      default:
        return
    }
    event.preventDefault()
  })
}

async function togglePictureInPicture(video: HTMLVideoElement) {
  if (document.pictureInPictureElement) await document.exitPictureInPicture()
  else await video.requestPictureInPicture()
}

function controlsBar(figure: HTMLElement): HTMLElement {
  const bar = document.createElement('div')
  bar.className = 'mqv-controls'
  figure.querySelector('.mqv-frame')!.after(bar)
  return bar
}

/** The quality menu: Automatic, then each rendition from the largest; "Automatic (720p)" says what plays. */
function qualityMenu(bar: HTMLElement, hls: Hls, words: PlayerWords) {
  const label = document.createElement('label')
  label.textContent = `${words.quality} `
  const select = document.createElement('select')
  label.append(select)
  bar.append(label)
  const draw = () => {
    const playing = hls.levels[hls.currentLevel]
    select.replaceChildren(
      new Option(hls.autoLevelEnabled && playing ? words.automaticPlaying.replace('{quality}', qualityName(playing)) : words.automatic, '-1', false, hls.autoLevelEnabled),
      ...hls.levels
        .map((level, index) => ({ level, index }))
        .sort((a, b) => b.level.height - a.level.height)
        .map(({ level, index }) => new Option(qualityName(level), String(index), false, !hls.autoLevelEnabled && hls.currentLevel === index)),
    )
  }
  hls.on(Hls.Events.MANIFEST_PARSED, draw)
  hls.on(Hls.Events.LEVEL_SWITCHED, draw)
  select.addEventListener('change', () => {
    // -1 is hls.js's automatic choice. A quality chosen by hand shows at once (what is buffered is
    // dropped and loaded again); going back to automatic lets hls.js change from the next segment.
    const level = Number(select.value)
    if (level === -1) hls.nextLevel = -1
    else hls.currentLevel = level
  })
}

function pictureInPictureButton(bar: HTMLElement, video: HTMLVideoElement, words: PlayerWords) {
  if (!document.pictureInPictureEnabled) return
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = words.pictureInPicture
  button.setAttribute('aria-pressed', 'false')
  button.addEventListener('click', () => void togglePictureInPicture(video))
  video.addEventListener('enterpictureinpicture', () => button.setAttribute('aria-pressed', 'true'))
  video.addEventListener('leavepictureinpicture', () => button.setAttribute('aria-pressed', 'false'))
  bar.append(button)
}

export function startVideoPlayer(figure: HTMLElement): void {
  const video = figure.querySelector('video')
  const source = video?.querySelector<HTMLSourceElement>('source[type="application/vnd.apple.mpegurl"]')
  if (!video || !source || figure.dataset.playerStarted) return
  figure.dataset.playerStarted = 'true'
  const words = wordsOf(figure)
  const bar = controlsBar(figure)
  handleKeys(figure, video)
  if (Hls.isSupported()) {
    // Media Source Extensions: hls.js picks the rendition for the connection. Without a worker,
    // which the page's policy would have to allow from a blob: address.
    const playlist = source.src
    source.remove()
    const onOwnPage = figure.closest('.mqv-page') !== null
    // On a page with other content nothing beyond the playlists loads before the visitor plays it;
    // on the video's own page it is what they came for.
    const hls = new Hls({ enableWorker: false, capLevelToPlayerSize: true, startLevel: -1, autoStartLoad: onOwnPage })
    qualityMenu(bar, hls, words)
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError()
      else if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad()
    })
    hls.loadSource(playlist)
    hls.attachMedia(video)
    if (!onOwnPage) video.addEventListener('play', () => hls.startLoad(), { once: true })
    figure.dataset.player = 'hls.js'
  } else {
    // Safari and iOS play the master playlist themselves and choose its quality.
    figure.dataset.player = 'native'
  }
  pictureInPictureButton(bar, video, words)
  if (!bar.childElementCount) bar.remove()
}

/**
 * A hero's silent preview: started after the page has loaded, so it never holds up the first
 * paint, and never for someone who asked for less motion. A pause button is offered while it moves.
 */
export function startVideoHero(hero: HTMLElement): void {
  const video = hero.querySelector('video')
  const button = hero.querySelector<HTMLButtonElement>('.mqv-hero-pause')
  if (!video?.dataset.src || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const words = wordsOf(hero)
  video.src = video.dataset.src
  void video.play().then(
    () => {
      if (!button) return
      button.hidden = false
      button.addEventListener('click', () => {
        if (video.paused) void video.play()
        else video.pause()
        button.setAttribute('aria-pressed', String(video.paused))
        button.textContent = video.paused ? words.playBackground : words.pauseBackground
      })
    },
    () => undefined,
  )
}
