import Link from '@tiptap/extension-link';
import type { Attribute } from '@tiptap/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { isAllowedLinkHref, STORY_HEADING_LEVELS } from '../../../core/studio/stories/story-body';
import styles from '../studio.module.css';

/**
 * The editor only has the marks and blocks of the site's rich-text allow-list
 * (core/studio/stories/story-body.ts): no code, strike, underline, rules or images in the body;
 * links keep only their href (no target, rel or class of the editor's own).
 */
export const STORY_EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...STORY_HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: false,
  }),
  // Only href survives, also from pasted links (target, rel, class are not in the allow-list).
  Link.extend({
    addAttributes() {
      const { href } = (this.parent?.() ?? {}) as Record<string, Attribute | undefined>;
      return href ? { href } : {};
    },
  }).configure({
    openOnClick: false,
    autolink: true,
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => isAllowedLinkHref(url),
  }),
];

interface RichTextEditorProps {
  /** The HTML the editor starts with (read once). */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  /** Receives the editor so the page can replace its content (a restore, a reload). */
  onReady?: (editor: Editor) => void;
}

/** The story body: a toolbar of real buttons (aria-pressed) over a ProseMirror text area. */
export function RichTextEditor({ initialHtml, onChange, labelId, describedBy, onReady }: RichTextEditorProps) {
  const attributes = { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  const editor = useEditor({
    extensions: STORY_EDITOR_EXTENSIONS,
    content: initialHtml,
    // The studio renders in the browser; no server markup to match.
    immediatelyRender: false,
    editorProps: { attributes },
    onCreate: ({ editor: created }) => onReady?.(created),
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // The field's message comes and goes after the editor has started.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(describedBy ? { 'aria-describedby': describedBy } : {}) } } });
  }, [editor, labelId, describedBy]);
  return (
    <div>
      {editor && <Toolbar editor={editor} />}
      <div className={styles.editor}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const buttons = [
    { label: 'Bold', pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Heading 2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Heading 3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Heading 4', pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { label: 'Bulleted list', pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', pressed: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: 'Quote', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
  ];
  return (
    <>
      <div role="toolbar" aria-label="Text formatting" className={styles.toolbar}>
        {buttons.map((button) => (
          // The editor keeps focus and selection while a mouse presses a button (the keyboard reaches it by Tab as usual).
          <button key={button.label} type="button" className={styles.button} aria-pressed={button.pressed} onMouseDown={(event) => event.preventDefault()} onClick={button.run}>
            {button.label}
          </button>
        ))}
        <button type="button" className={styles.button} aria-pressed={state.link} aria-expanded={linking} onClick={() => setLinking((open) => !open)}>
          Link
        </button>
      </div>
      {linking && <LinkForm editor={editor} href={state.href} onDone={() => setLinking(false)} />}
    </>
  );
}

function LinkForm({ editor, href, onDone }: { editor: Editor; href: string; onDone: () => void }) {
  const [value, setValue] = useState(href);
  const [error, setError] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isAllowedLinkHref(value)) {
      setError('Enter a link that starts with https://, http://, mailto:, tel: or /.');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value.trim() }).run();
    onDone();
  };
  return (
    // A group, not a nested form: the editor sits inside the story's form.
    <div role="group" aria-label="Link" className={styles.row}>
      <label htmlFor="story-link-href">Link address</label>
      <input
        id="story-link-href"
        type="url"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error ? 'story-link-error' : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
        }}
      />
      <button type="button" className={styles.button} onClick={apply}>
        Apply link
      </button>
      {href && (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </button>
      )}
      {error && (
        <p id="story-link-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
