// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normaliseLink, safeImageSrc, safeLinkHref } from '../../../src/rich-text/safe-url'

describe('safeLinkHref', () => {
  it.each([
    'http://example.com/', 'https://example.com/a?b=c#d', 'HTTPS://EXAMPLE.COM/',
    'mailto:someone@example.com', 'tel:+441234567890', 'sms:+441234567890',
    '/pricing', '#contact', '?page=2', 'about-us', '//cdn.example.com/file',
  ])('keeps %s', (url) => {
    expect(safeLinkHref(url)).toBe(url)
  })

  it.each([
    'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\u0001\u0002 javascript:alert(1)',
    'java\tscript:alert(1)', 'java\nscript:alert(1)', 'java\rscript:alert(1)', 'javascript\t:alert(1)',
    '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    'javascript&colon;alert(1)', 'java&Tab;script:alert(1)', 'java&NewLine;script:alert(1)', '&amp;#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'ftp://example.com/',
    'blob:https://example.com/uuid', 'intent://x#Intent;end',
  ])('blocks %j', (url) => {
    expect(safeLinkHref(url)).toBe('about:blank')
  })

  it('keeps spaces inside the URL while trimming its ends', () => {
    expect(safeLinkHref(`\u0001 https://example.com/a${' '.repeat(50_000)}b \u0002`)).toBe(`https://example.com/a${' '.repeat(50_000)}b`)
  })

  it('leaves references it does not know as they are', () => {
    expect(safeLinkHref('/a?b=1&constructor;&toString=2&copy;')).toBe('/a?b=1&constructor;&toString=2&copy;')
  })

  it('writes the URL as the browser will read it', () => {
    expect(safeLinkHref('  https://exa\tmple.com/?a=1&amp;b=2\n')).toBe('https://example.com/?a=1&b=2')
  })

  it('refuses a forbidden scheme hidden behind characters a URL parser keeps', () => {
    expect(safeLinkHref('\u00a0javascript:alert(1)')).toBe('about:blank')
    expect(safeLinkHref('java\u0000script:alert(1)')).toBe('about:blank')
    expect(safeLinkHref('java\u200bscript:alert(1)')).toBe('about:blank')
  })

  it('keeps relative references whose text merely mentions a scheme', () => {
    expect(safeLinkHref('notes/javascript:intro')).toBe('notes/javascript:intro')
  })
})

describe('safeImageSrc', () => {
  it.each([
    'https://example.com/a.png', 'http://example.com/a.jpg', '/uploads/site-1/a.webp',
    'data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,/9j/4AAQ', 'data:image/gif;base64,R0lGODlh', 'data:image/webp;base64,UklGRg==',
  ])('keeps %s', (src) => {
    expect(safeImageSrc(src)).toBe(src)
  })

  it.each([
    'javascript:alert(1)', ' JAVA&#x09;SCRIPT:alert(1)', 'vbscript:x',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+', 'data:image/svg+xml,<svg onload=alert(1)>',
    'data:text/html;base64,PHNjcmlwdD4=', 'data:image/png,notbase64', 'data:image/png;base64,iVBOR"onerror="alert(1)',
    'mailto:a@example.com', 'file:///etc/passwd',
  ])('empties %j', (src) => {
    expect(safeImageSrc(src)).toBe('')
  })
})

describe('normaliseLink', () => {
  it('turns an e-mail address without a scheme into a mailto link', () => {
    expect(normaliseLink('someone@example.com')).toBe('mailto:someone@example.com')
    expect(normaliseLink('  first.last+tag@mail.example.co.uk ')).toBe('mailto:first.last+tag@mail.example.co.uk')
  })

  it('leaves addresses that are not e-mail addresses to the link rule', () => {
    expect(normaliseLink('https://someone@example.com/')).toBe('https://someone@example.com/')
    expect(normaliseLink('someone@localhost')).toBe('someone@localhost')
    expect(normaliseLink('not an@example.com')).toBe('not an@example.com')
    expect(normaliseLink('javascript:alert(1)//@example.com')).toBe('about:blank')
  })

  it('keeps allowed links and blocks the others', () => {
    expect(normaliseLink('https://example.com')).toBe('https://example.com')
    expect(normaliseLink('tel:+44 1234')).toBe('tel:+44 1234')
    expect(normaliseLink('javascript:alert(1)')).toBe('about:blank')
  })
})
