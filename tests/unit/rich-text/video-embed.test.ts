// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { toVideoEmbedUrl } from '../../../src/rich-text/video-embed'

describe('toVideoEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1', 'http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://www.YouTube.com/watch?v=dQw4w9WgXcQ\n',
  ])('rewrites the YouTube link %j', (link) => {
    expect(toVideoEmbedUrl(link)).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
  })

  it.each([
    'https://vimeo.com/76979871', 'https://www.vimeo.com/76979871?share=copy', 'vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/groups/shortfilms/videos/76979871', 'https://player.vimeo.com/video/76979871',
  ])('rewrites the Vimeo link %j', (link) => {
    expect(toVideoEmbedUrl(link)).toBe('https://player.vimeo.com/video/76979871')
  })

  it.each(['https://vimeo.com/76979871/6a1b2c3d4e', 'https://player.vimeo.com/video/76979871?h=6a1b2c3d4e&autoplay=1'])('rewrites the private Vimeo link %j with its hash', (link) => {
    expect(toVideoEmbedUrl(link)).toBe('https://player.vimeo.com/video/76979871?h=6a1b2c3d4e')
  })

  it.each([
    'https://evil.test/watch?v=dQw4w9WgXcQ', 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ', 'https://evil.test/youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="alert(1)', 'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123', 'https://youtu.be/',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'data:text/html,<script>alert(1)</script>', 'ftp://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/about', 'https://vimeo.com/76979871/not-a-hash', 'https://vimeo.com/76979871/6a1b2c3d4e/extra', 'https://vimeo.com/somebody/76979871',
    'https://player.vimeo.com/video/76979871?h=%22%3E',
    'https://example.com/video.mp4', '',
  ])('refuses %j', (link) => {
    expect(toVideoEmbedUrl(link)).toBeNull()
  })
})
