// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { DeltaDocument, DeltaOp } from '../../../src/domain/delta'
import { renderDelta } from '../../../src/rich-text/render-delta'
import { documentNeeds, renderDocument } from '../../../src/rich-text/render-document'

const render = (...ops: DeltaOp[]) => renderDelta({ ops })
const link = 'rel="noopener noreferrer" target="_blank"'

describe('renderDelta — documents', () => {
  it('renders an empty document as nothing', () => {
    expect(renderDelta({})).toBe('')
    expect(renderDelta({ ops: [] })).toBe('')
  })

  it('renders plain lines as paragraphs and an empty line as a line break', () => {
    expect(render({ insert: 'One\n\nTwo\n' })).toBe('<p>One</p><p><br></p><p>Two</p>')
  })

  it('renders text after the last newline as a paragraph of its own', () => {
    expect(render({ insert: 'One\nTwo' })).toBe('<p>One</p><p>Two</p>')
  })

  it('escapes text', () => {
    expect(render({ insert: `<b>"Tom" & 'Jerry'</b>\n` })).toBe('<p>&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</p>')
  })

  it('ignores values that are not a Delta, as stored JSON might hold', () => {
    const stored = JSON.parse('{"ops":[null,7,{"insert":null},{"insert":["x"]},{"insert":"kept\\n","attributes":"bold"}]}') as DeltaDocument
    expect(renderDelta(stored)).toBe('<p>kept</p>')
    expect(renderDelta(JSON.parse('{"ops":"<script>"}') as DeltaDocument)).toBe('')
  })
})

describe('renderDelta — inline formats', () => {
  it.each([
    ['bold', { bold: true }, '<strong>x</strong>'],
    ['italic', { italic: true }, '<em>x</em>'],
    ['underline', { underline: true }, '<u>x</u>'],
    ['strike', { strike: true }, '<s>x</s>'],
    ['subscript', { script: 'sub' }, '<sub>x</sub>'],
    ['superscript', { script: 'super' }, '<sup>x</sup>'],
    ['inline code', { code: true }, '<code>x</code>'],
    ['serif font', { font: 'serif' }, '<span class="ql-font-serif">x</span>'],
    ['monospace font', { font: 'monospace' }, '<span class="ql-font-monospace">x</span>'],
    ['small size', { size: 'small' }, '<span class="ql-size-small">x</span>'],
    ['large size', { size: 'large' }, '<span class="ql-size-large">x</span>'],
    ['huge size', { size: 'huge' }, '<span class="ql-size-huge">x</span>'],
    ['colour', { color: '#e60000' }, '<span style="color: #e60000">x</span>'],
    ['background', { background: 'rgb(255, 255, 0)' }, '<span style="background-color: rgb(255, 255, 0)">x</span>'],
    ['link', { link: 'https://example.com/a?b=1&c=2' }, `<a href="https://example.com/a?b=1&amp;c=2" ${link}>x</a>`],
  ])('renders %s', (_name, attributes, expected) => {
    expect(render({ insert: 'x', attributes }, { insert: '\n' })).toBe(`<p>${expected}</p>`)
  })

  it('nests every inline format in one fixed order', () => {
    const attributes = {
      link: 'https://example.com',
      bold: true,
      italic: true,
      underline: true,
      strike: true,
      script: 'super',
      code: true,
      font: 'serif',
      size: 'large',
      color: 'red',
      background: '#fff',
    }
    expect(render({ insert: 'x', attributes }, { insert: '\n' })).toBe(
      `<p><a href="https://example.com" ${link}><span class="ql-font-serif ql-size-large" style="color: red; background-color: #fff">` +
        '<strong><em><u><s><sup><code>x</code></sup></s></u></em></strong></span></a></p>',
    )
  })

  it('drops unknown formats and unknown values but keeps the text', () => {
    const attributes = { onclick: 'alert(1)', class: 'evil', style: 'x', font: 'comic', size: '99px', script: 'mid', bold: 'yes', code: 'yes' }
    expect(render({ insert: 'plain', attributes }, { insert: '\n' })).toBe('<p>plain</p>')
  })

  it('drops colours that are not plain CSS colours', () => {
    expect(render({ insert: 'x', attributes: { color: 'red; background: url(https://evil.test/)' } }, { insert: '\n' })).toBe('<p>x</p>')
  })
})

describe('renderDelta — line formats', () => {
  it.each([1, 2, 3, 4, 5, 6])('renders header %i', (level) => {
    expect(render({ insert: 'Title' }, { insert: '\n', attributes: { header: level } })).toBe(`<h${level}>Title</h${level}>`)
  })

  it('renders other header levels as paragraphs', () => {
    expect(render({ insert: 'a' }, { insert: '\n', attributes: { header: 7 } }, { insert: 'b' }, { insert: '\n', attributes: { header: '1' } })).toBe(
      '<p>a</p><p>b</p>',
    )
  })

  it('renders a blockquote per line', () => {
    expect(render({ insert: 'Said' }, { insert: '\n', attributes: { blockquote: true } })).toBe('<blockquote>Said</blockquote>')
  })

  it.each(['left', 'center', 'right', 'justify'])('renders align %s as a class', (align) => {
    expect(render({ insert: 'x' }, { insert: '\n', attributes: { align } })).toBe(`<p class="ql-align-${align}">x</p>`)
  })

  it('renders direction rtl as a class and ignores other directions', () => {
    expect(render({ insert: 'שלום' }, { insert: '\n', attributes: { direction: 'rtl' } })).toBe('<p class="ql-direction-rtl">שלום</p>')
    expect(render({ insert: 'x' }, { insert: '\n', attributes: { direction: 'ltr;color:red' } })).toBe('<p>x</p>')
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('renders indent %i as a class', (indent) => {
    expect(render({ insert: 'x' }, { insert: '\n', attributes: { indent } })).toBe(`<p class="ql-indent-${indent}">x</p>`)
  })

  it('drops indents outside 1 to 8', () => {
    expect(render({ insert: 'a' }, { insert: '\n', attributes: { indent: 9 } }, { insert: 'b' }, { insert: '\n', attributes: { indent: 1.5 } })).toBe(
      '<p>a</p><p>b</p>',
    )
  })

  it('combines align, direction and indent on headers and blockquotes', () => {
    expect(render({ insert: 'h' }, { insert: '\n', attributes: { header: 2, align: 'right', direction: 'rtl', indent: 2 } })).toBe(
      '<h2 class="ql-align-right ql-direction-rtl ql-indent-2">h</h2>',
    )
    expect(render({ insert: 'q' }, { insert: '\n', attributes: { blockquote: true, align: 'center' } })).toBe('<blockquote class="ql-align-center">q</blockquote>')
  })

  it('drops unknown line formats and unknown alignments', () => {
    expect(render({ insert: 'x' }, { insert: '\n', attributes: { align: 'middle', 'data-x': '1', list: 'star', table: 7 } })).toBe('<p>x</p>')
  })
})

describe('renderDelta — lists', () => {
  const item = (text: string, list: string, indent?: number): DeltaOp[] => [
    { insert: text },
    { insert: '\n', attributes: indent === undefined ? { list } : { list, indent } },
  ]

  it('renders ordered and bullet lists', () => {
    expect(render(...item('a', 'ordered'), ...item('b', 'ordered'))).toBe('<ol><li>a</li><li>b</li></ol>')
    expect(render(...item('a', 'bullet'), ...item('b', 'bullet'))).toBe('<ul><li>a</li><li>b</li></ul>')
  })

  it('renders checked and unchecked items as a checklist with disabled boxes', () => {
    expect(render(...item('done', 'checked'), ...item('to do', 'unchecked'))).toBe(
      '<ul class="ql-checklist"><li class="ql-checked"><input type="checkbox" checked disabled>done</li>' +
        '<li class="ql-unchecked"><input type="checkbox" disabled>to do</li></ul>',
    )
  })

  it('starts a new list when the type changes at the same level', () => {
    expect(render(...item('a', 'ordered'), ...item('b', 'bullet'))).toBe('<ol><li>a</li></ol><ul><li>b</li></ul>')
  })

  it('nests deeper indents into the open item and closes them on the way back', () => {
    expect(render(...item('a', 'bullet'), ...item('a.1', 'bullet', 1), ...item('a.1.1', 'ordered', 2), ...item('a.2', 'bullet', 1), ...item('b', 'bullet'))).toBe(
      '<ul><li>a<ul><li>a.1<ol><li>a.1.1</li></ol></li><li>a.2</li></ul></li><li>b</li></ul>',
    )
  })

  it('closes every open list at the end of the list and before other blocks', () => {
    expect(render(...item('a', 'ordered'), ...item('a.1', 'ordered', 1), ...item('a.1.1', 'ordered', 2), { insert: 'after\n' })).toBe(
      '<ol><li>a<ol><li>a.1<ol><li>a.1.1</li></ol></li></ol></li></ol><p>after</p>',
    )
  })

  it('opens one nested list for a jump of several levels', () => {
    expect(render(...item('a', 'bullet'), ...item('deep', 'bullet', 3), ...item('b', 'bullet'))).toBe('<ul><li>a<ul><li>deep</li></ul></li><li>b</li></ul>')
  })

  it('keeps align and direction on list items', () => {
    expect(render({ insert: 'x' }, { insert: '\n', attributes: { list: 'bullet', align: 'center', direction: 'rtl' } })).toBe(
      '<ul><li class="ql-align-center ql-direction-rtl">x</li></ul>',
    )
  })

  it('renders inline formats inside list items', () => {
    expect(render({ insert: 'b', attributes: { bold: true } }, { insert: '\n', attributes: { list: 'ordered' } })).toBe('<ol><li><strong>b</strong></li></ol>')
  })
})

describe('renderDelta — code blocks', () => {
  it('joins consecutive code lines into one highlighted block', () => {
    expect(render({ insert: 'let a = 1' }, { insert: '\n', attributes: { 'code-block': 'javascript' } }, { insert: 'a' }, { insert: '\n', attributes: { 'code-block': 'javascript' } })).toBe(
      '<pre class="ql-code-block" data-language="javascript"><code class="hljs"><span class="hljs-keyword">let</span> a = <span class="hljs-number">1</span>\na</code></pre>',
    )
  })

  it('accepts language aliases and names the language it used', () => {
    expect(render({ insert: '<b>' }, { insert: '\n', attributes: { 'code-block': 'html' } })).toBe(
      '<pre class="ql-code-block" data-language="xml"><code class="hljs"><span class="hljs-tag">&lt;<span class="hljs-name">b</span>&gt;</span></code></pre>',
    )
  })

  it('renders plain, true and unknown languages as escaped text without highlighting', () => {
    for (const language of [true, 'plain', 'cobol', '"><script>']) {
      expect(render({ insert: 'if (a < b) "x"' }, { insert: '\n', attributes: { 'code-block': language } })).toBe(
        '<pre class="ql-code-block"><code class="hljs">if (a &lt; b) &quot;x&quot;</code></pre>',
      )
    }
  })

  it('starts a new block when the language changes and keeps empty lines', () => {
    expect(render({ insert: 'a\n\n', attributes: { 'code-block': 'plain' } }, { insert: 'b' }, { insert: '\n', attributes: { 'code-block': 'sql' } })).toBe(
      '<pre class="ql-code-block"><code class="hljs">a\n</code></pre>' + '<pre class="ql-code-block" data-language="sql"><code class="hljs">b</code></pre>',
    )
  })

  it('drops inline formats and embeds inside code', () => {
    expect(render({ insert: 'x', attributes: { bold: true } }, { insert: { image: 'https://example.com/a.png' } }, { insert: '\n', attributes: { 'code-block': true } })).toBe(
      '<pre class="ql-code-block"><code class="hljs">x</code></pre>',
    )
  })
})

describe('renderDelta — tables', () => {
  it('groups cells into rows by their row id', () => {
    expect(
      render(
        { insert: 'a' },
        { insert: '\n', attributes: { table: 'row-1' } },
        { insert: 'b', attributes: { bold: true } },
        { insert: '\n', attributes: { table: 'row-1' } },
        { insert: 'c' },
        { insert: '\n', attributes: { table: 'row-2' } },
        { insert: '\n', attributes: { table: 'row-2' } },
        { insert: 'after\n' },
      ),
    ).toBe('<table class="ql-table"><tbody><tr><td>a</td><td><strong>b</strong></td></tr><tr><td>c</td><td><br></td></tr></tbody></table><p>after</p>')
  })

  it('keeps the alignment of a cell', () => {
    expect(render({ insert: 'a' }, { insert: '\n', attributes: { table: 'r', align: 'right' } })).toBe(
      '<table class="ql-table"><tbody><tr><td class="ql-align-right">a</td></tr></tbody></table>',
    )
  })
})

describe('renderDelta — embeds', () => {
  it('renders an image with alt, width and height', () => {
    expect(render({ insert: { image: 'https://example.com/a.png' }, attributes: { alt: 'A "cat"', width: '120', height: 80 } }, { insert: '\n' })).toBe(
      '<p><img src="https://example.com/a.png" alt="A &quot;cat&quot;" width="120" height="80"></p>',
    )
  })

  it('accepts pixel sizes and drops other sizes', () => {
    expect(render({ insert: { image: '/uploads/a.png' }, attributes: { width: '300px', height: '50%' } }, { insert: '\n' })).toBe(
      '<p><img src="/uploads/a.png" alt="" width="300"></p>',
    )
    expect(render({ insert: { image: '/a.png' }, attributes: { width: '1" onerror="x', height: 0 } }, { insert: '\n' })).toBe('<p><img src="/a.png" alt=""></p>')
  })

  it('empties image sources with a forbidden scheme', () => {
    expect(render({ insert: { image: 'javascript:alert(1)' } }, { insert: '\n' })).toBe('<p><img src="" alt=""></p>')
  })

  it('links an image that carries a link', () => {
    expect(render({ insert: { image: 'https://example.com/a.png' }, attributes: { link: 'https://example.com' } }, { insert: '\n' })).toBe(
      `<p><a href="https://example.com" ${link}><img src="https://example.com/a.png" alt=""></a></p>`,
    )
  })

  it('renders a formula with KaTeX, MathML included', () => {
    const html = render({ insert: { formula: 'x^2' } }, { insert: '\n' })
    expect(html.startsWith('<p><span class="ql-formula"><span class="katex"><span class="katex-mathml"><math')).toBe(true)
    expect(html).toContain('<msup><mi>x</mi><mn>2</mn></msup>')
    expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>')
  })

  it('renders a formula KaTeX cannot parse as its escaped source', () => {
    const html = render({ insert: { formula: '\\frac{<b>' } }, { insert: '\n' })
    expect(html).toContain('katex-error')
    expect(html).not.toContain('<b>')
  })

  it('refuses commands that need trust, such as \\href', () => {
    const html = render({ insert: { formula: '\\href{https://example.com}{x}' } }, { insert: '\n' })
    expect(html).not.toContain('href="')
    expect(html).toContain('\\href')
  })

  it('drops formulas beyond the length limit', () => {
    expect(render({ insert: { formula: 'x'.repeat(2001) } }, { insert: '\n' })).toBe('<p><br></p>')
  })

  it('renders a YouTube link as a sandboxed embed on a line of its own', () => {
    expect(render({ insert: 'before' }, { insert: { video: 'https://youtu.be/dQw4w9WgXcQ' } }, { insert: 'after\n' })).toBe(
      '<p>before</p>' +
        '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" ' +
        'allow="fullscreen; picture-in-picture; encrypted-media" allowfullscreen referrerpolicy="strict-origin-when-cross-origin" loading="lazy" title="Video"></iframe>' +
        '<p>after</p>',
    )
  })

  it('renders a Vimeo link as a player embed', () => {
    expect(render({ insert: { video: 'https://vimeo.com/76979871' } })).toContain('src="https://player.vimeo.com/video/76979871"')
  })

  it('drops videos from other sites', () => {
    expect(render({ insert: { video: 'https://evil.test/video.mp4' } }, { insert: 'x\n' })).toBe('<p>x</p>')
  })

  it('drops unknown embeds', () => {
    expect(render({ insert: { script: 'alert(1)' } }, { insert: { iframe: 'https://evil.test' } }, { insert: 'x\n' })).toBe('<p>x</p>')
  })
})

describe('renderDocument — without the heavy renderers', () => {
  it('shows formulas as escaped TeX and code as escaped plain text', () => {
    const doc = {
      ops: [
        { insert: { formula: '<b>x</b>^2' } },
        { insert: '\nif (a < b) {}' },
        { insert: '\n', attributes: { 'code-block': 'javascript' } },
      ],
    }
    expect(renderDocument(doc)).toBe(
      '<p><span class="ql-formula">&lt;b&gt;x&lt;/b&gt;^2</span></p>' +
        '<pre class="ql-code-block" data-language="javascript"><code class="hljs">if (a &lt; b) {}</code></pre>',
    )
  })

  it('says which heavy parts a document needs', () => {
    expect(documentNeeds({ ops: [{ insert: 'plain\n' }] })).toEqual({ formula: false, code: false })
    expect(documentNeeds({ ops: [{ insert: { formula: 'x' } }, { insert: '\n' }] })).toEqual({ formula: true, code: false })
    expect(documentNeeds({ ops: [{ insert: 'a' }, { insert: '\n', attributes: { 'code-block': 'ts' } }] })).toEqual({ formula: false, code: true })
    // Plain code is escaped text either way.
    expect(documentNeeds({ ops: [{ insert: 'a' }, { insert: '\n', attributes: { 'code-block': true } }] })).toEqual({ formula: false, code: false })
  })
})
