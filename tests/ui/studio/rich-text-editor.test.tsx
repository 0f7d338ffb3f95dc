import './prosemirror-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_POLICY } from '../../../core/editorial/html-policy';
import { STORY_BODY_ATTRIBUTES, STORY_BODY_ELEMENTS } from '../../../core/studio/stories/story-body';
import { RichTextEditor } from '../../../ui/studio/stories/rich-text-editor';

/** Every element and attribute of some HTML, to hold against the allow-list. */
function markupOf(html: string) {
  const root = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return [...root.querySelectorAll('*')].map((element) => ({ tag: element.tagName.toLowerCase(), attributes: element.getAttributeNames() }));
}

function renderEditor(initialHtml = '') {
  let editor: Editor | null = null;
  const changes: string[] = [];
  render(
    <>
      <span id="body-label">Body</span>
      <RichTextEditor initialHtml={initialHtml} labelId="body-label" onChange={(html) => changes.push(html)} onReady={(ready) => (editor = ready)} />
    </>,
  );
  const current = () => {
    if (!editor) throw new Error('The editor did not start.');
    return editor;
  };
  return { current, changes, latest: () => changes.at(-1) ?? '' };
}

describe('the story body editor', () => {
  it('has a labelled toolbar of real buttons that say whether they are on', async () => {
    const { current } = renderEditor('<p>Go team now</p>');
    await screen.findByRole('toolbar', { name: 'Text formatting' });
    expect(screen.getByRole('textbox', { name: 'Body' })).toBeInTheDocument();
    act(() => void current().commands.setTextSelection({ from: 4, to: 8 }));
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(current().getHTML()).toBe('<p>Go <strong>team</strong> now</p>');
  });

  it('adds a link that keeps only its href, and refuses a script link', async () => {
    const { current, latest } = renderEditor('<p>Buy tickets</p>');
    await screen.findByRole('toolbar', { name: 'Text formatting' });
    act(() => void current().commands.setTextSelection({ from: 5, to: 12 }));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(address).toHaveAccessibleDescription(/starts with https/);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://ridgemont.example/tickets');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(latest()).toBe('<p>Buy <a href="https://ridgemont.example/tickets">tickets</a></p>');
  });

  it("turns pasted or restored markup into the site's allow-list only", async () => {
    const { current } = renderEditor();
    await screen.findByRole('toolbar', { name: 'Text formatting' });
    act(
      () =>
        void current().commands.setContent(
          '<h1>Big</h1><h3 class="x" style="color:red">Sub</h3><pre><code>code()</code></pre><p><u>u</u> <s>s</s> <code>c</code> <b>b</b> <i>i</i> <a href="https://a.example" target="_blank" onclick="x()">a</a></p><img src="https://x.example/i.png"><table><tr><td>t</td></tr></table><hr><ul><li><p>one</p></li></ul><blockquote><p>q</p></blockquote><script>alert(1)</script>',
        ),
    );
    const html = current().getHTML();
    for (const { tag, attributes } of markupOf(html)) {
      expect(STORY_BODY_ELEMENTS.has(tag), tag).toBe(true);
      expect(RICH_TEXT_POLICY.elements.has(tag), tag).toBe(true);
      expect(attributes.every((name) => (STORY_BODY_ATTRIBUTES[tag] ?? []).includes(name)), `${tag} ${attributes.join(' ')}`).toBe(true);
    }
    expect(html).toContain('<h3>Sub</h3>');
    expect(html).toContain('<strong>b</strong>');
    expect(html).toContain('<a href="https://a.example">a</a>');
    expect(html).not.toContain('alert');
  });
});
