import { Editor, Transforms } from 'slate'
import { describe, expect, it } from 'vitest'
import { renderDelta } from '../../../src/rich-text/render-delta'
import { createRichTextEditor } from '../../../src/rich-text/editor/create-editor'
import { deltaToSlate } from '../../../src/rich-text/editor/delta-to-slate'
import type { BlockElement } from '../../../src/rich-text/editor/editor-types'
import { htmlToDelta } from '../../../src/rich-text/editor/html-to-delta'
import { slateToDelta } from '../../../src/rich-text/editor/slate-to-delta'
import type { DeltaDocument } from '../../../src/domain/delta'
import { safeCssColour } from '../../../src/rich-text/css-colour'
import { blockedLink, safeImageSrc, safeLinkHref } from '../../../src/rich-text/safe-url'
import { toVideoEmbedUrl } from '../../../src/rich-text/video-embed'
import { xssPayloads } from '../rich-text/fixtures/xss-payloads'

/** What a paste hands the editor: a DataTransfer with the given types. */
function clipboard(items: Record<string, string>): DataTransfer {
  return {
    types: Object.keys(items),
    getData: (type: string) => items[type] ?? '',
  } as unknown as DataTransfer
}

describe('pasted HTML', () => {
  it('keeps the formats the renderer knows', () => {
    const html =
      '<h2 style="text-align:center">Plans</h2><p>Try <b>bold</b>, <em>italic</em>, <u>under</u>, <s>gone</s>, ' +
      '<span style="color: rgb(230, 0, 0); font-weight: 700">red</span> and <a href="https://example.com">a link</a>.</p>' +
      '<ul><li>one<ul><li>inner</li></ul></li></ul><ol><li>first</li></ol>' +
      '<blockquote>quoted</blockquote><pre data-language="javascript">let a\nlet b</pre>' +
      '<p><img src="https://example.com/a.png" alt="A" width="120"></p>' +
      '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>' +
      '<table><tr><td>c1</td><td>c2</td></tr><tr><td>c3</td></tr></table>'
    expect(htmlToDelta(html)).toEqual({
      ops: [
        { insert: 'Plans' },
        { insert: '\n', attributes: { header: 2, align: 'center' } },
        { insert: 'Try ' },
        { insert: 'bold', attributes: { bold: true } },
        { insert: ', ' },
        { insert: 'italic', attributes: { italic: true } },
        { insert: ', ' },
        { insert: 'under', attributes: { underline: true } },
        { insert: ', ' },
        { insert: 'gone', attributes: { strike: true } },
        { insert: ', ' },
        { insert: 'red', attributes: { bold: true, color: 'rgb(230, 0, 0)' } },
        { insert: ' and ' },
        { insert: 'a link', attributes: { link: 'https://example.com' } },
        { insert: '.\none' },
        { insert: '\n', attributes: { list: 'bullet' } },
        { insert: 'inner' },
        { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
        { insert: 'first' },
        { insert: '\n', attributes: { list: 'ordered' } },
        { insert: 'quoted' },
        { insert: '\n', attributes: { blockquote: true } },
        { insert: 'let a' },
        { insert: '\n', attributes: { 'code-block': 'javascript' } },
        { insert: 'let b' },
        { insert: '\n', attributes: { 'code-block': 'javascript' } },
        { insert: { image: 'https://example.com/a.png' }, attributes: { alt: 'A', width: '120' } },
        { insert: '\n' },
        { insert: { video: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } },
        { insert: 'c1' },
        { insert: '\n', attributes: { table: 'row-1' } },
        { insert: 'c2' },
        { insert: '\n', attributes: { table: 'row-1' } },
        { insert: 'c3' },
        { insert: '\n', attributes: { table: 'row-2' } },
      ],
    })
  })

  it('drops scripts, styles and event handlers with everything inside them', () => {
    const html =
      '<p onclick="alert(1)" style="background:url(javascript:alert(2))">Hi<script>alert(3)</script>' +
      '<style>p{color:red}</style><img src=x onerror="alert(4)"><svg onload="alert(5)"><text>svg</text></svg>' +
      '<a href="javascript:alert(6)" onmouseover="alert(7)">click</a><a href=" jav&#x09;ascript:alert(8)">me</a>' +
      '<img src="data:text/html;base64,PHNjcmlwdD4="><iframe src="javascript:alert(9)"></iframe>' +
      '<iframe srcdoc="<script>alert(10)</script>"></iframe><button onclick="alert(11)">press</button></p>'
    const doc = htmlToDelta(html)
    // The relative image source is allowed by the image rule; its handler is not carried over.
    expect(doc).toEqual({ ops: [{ insert: 'Hi' }, { insert: { image: 'x' } }, { insert: 'clickme\n' }] })
    const text = JSON.stringify(doc)
    expect(text).not.toMatch(/alert|script|onerror|onclick/i)
  })

  it('reads Google Docs’ bold wrapper as the plain text it is', () => {
    const html = '<b style="font-weight:normal;" id="docs-internal-guid-1"><span style="font-weight:700">Strong</span><span> plain</span></b>'
    expect(htmlToDelta(html)).toEqual({ ops: [{ insert: 'Strong', attributes: { bold: true } }, { insert: ' plain\n' }] })
  })

  it('reads the renderer’s own markup back into the document it came from', () => {
    const doc = {
      ops: [
        { insert: 'Big', attributes: { size: 'huge', font: 'serif' } },
        { insert: '\n', attributes: { align: 'right', direction: 'rtl' } },
        { insert: 'done' },
        { insert: '\n', attributes: { list: 'checked' } },
        { insert: 'open' },
        { insert: '\n', attributes: { list: 'unchecked' } },
      ],
    }
    expect(htmlToDelta(renderDelta(doc))).toEqual(doc)
  })

  it('goes into the editor through the whitelist when pasted', () => {
    const editor = createRichTextEditor()
    editor.children = deltaToSlate({ ops: [{ insert: 'Start: \n' }] })
    Transforms.select(editor, Editor.end(editor, [0]))
    editor.insertData(clipboard({ 'text/html': '<b onclick="alert(1)">bold</b><script>alert(2)</script>', 'text/plain': 'bold' }))
    expect(slateToDelta(editor.children as BlockElement[])).toEqual({
      ops: [{ insert: 'Start: ' }, { insert: 'bold', attributes: { bold: true } }, { insert: '\n' }],
    })
  })

  it('pastes plain text as text', () => {
    const editor = createRichTextEditor()
    editor.children = deltaToSlate({ ops: [{ insert: '\n' }] })
    Transforms.select(editor, Editor.start(editor, [0]))
    editor.insertData(clipboard({ 'text/plain': '<b>not bold</b>' }))
    expect(slateToDelta(editor.children as BlockElement[])).toEqual({ ops: [{ insert: '<b>not bold</b>\n' }] })
  })
})

const inlineFormats = new Set(['bold', 'italic', 'underline', 'strike', 'code', 'link', 'font', 'size', 'color', 'background', 'script', 'alt', 'width', 'height'])
const renderedTags = new Set('p br h1 h2 h3 h4 h5 h6 blockquote strong em u s sub sup code span a img iframe ol ul li input pre table tbody tr td'.split(' '))
const lineFormats = new Set(['header', 'list', 'indent', 'align', 'direction', 'code-block', 'blockquote', 'table'])

/** What in a pasted document falls outside the whitelist, described for the failure message. */
function outsideWhitelist(doc: DeltaDocument): string[] {
  const problems: string[] = []
  for (const op of doc.ops ?? []) {
    if (typeof op.insert !== 'string') {
      const [kind, ...others] = Object.keys(op.insert)
      const value = op.insert[kind ?? '']
      if (others.length > 0 || typeof value !== 'string') problems.push(`embed ${JSON.stringify(op.insert)}`)
      else if (kind === 'image' && (safeImageSrc(value) !== value || value === '')) problems.push(`image ${value}`)
      else if (kind === 'video' && toVideoEmbedUrl(value) !== value) problems.push(`video ${value}`)
      else if (kind !== 'image' && kind !== 'video') problems.push(`embed ${kind}`)
    }
    for (const [name, value] of Object.entries(op.attributes ?? {})) {
      if (!inlineFormats.has(name) && !lineFormats.has(name)) problems.push(`format ${name}`)
      if (name === 'link' && (typeof value !== 'string' || safeLinkHref(value) !== value || value === blockedLink)) problems.push(`link ${String(value)}`)
      if ((name === 'color' || name === 'background') && safeCssColour(value) !== value) problems.push(`${name} ${String(value)}`)
    }
  }
  return problems
}

describe('pasted HTML from the XSS corpus', () => {
  it.each(xssPayloads.map((payload, index) => [index, payload] as const))('keeps payload %i inside the whitelist', (_index, payload) => {
    const doc = htmlToDelta(`<p>before</p>${payload}<p>after</p>`)
    expect(outsideWhitelist(doc)).toEqual([])
    // Rendered, it is only the renderer's own elements, with no handler attributes.
    const rendered = new DOMParser().parseFromString(renderDelta(doc), 'text/html').body
    for (const element of rendered.querySelectorAll('*')) {
      expect(renderedTags.has(element.localName), element.outerHTML).toBe(true)
      expect([...element.attributes].filter((attribute) => /^on/i.test(attribute.name))).toEqual([])
    }
  })
})
