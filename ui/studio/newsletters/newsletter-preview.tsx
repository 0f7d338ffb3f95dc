import { useState } from 'react';
import type { Newsletter, NewsletterPreview } from '../../../core/studio/newsletters/newsletter';
import { recipientsWords } from '../../../core/studio/newsletters/newsletter-rules';
import studio from '../studio.module.css';
import { useStudio } from '../studio-services';
import styles from './newsletters.module.css';

type Shown = { state: 'closed' } | { state: 'loading' } | { state: 'ready'; preview: NewsletterPreview } | { state: 'failed'; message: string };

/**
 * The mail as it will arrive: its HTML in a sandboxed frame (no scripts, no same origin) or its plain-text
 * part, and how many confirmed fans it goes to. `saved` saves first when there are changes.
 */
export function NewsletterPreviewPanel({ saved }: { saved: () => Promise<Newsletter | null> }) {
  const { newsletters } = useStudio();
  const [shown, setShown] = useState<Shown>({ state: 'closed' });
  const [part, setPart] = useState<'html' | 'text'>('html');

  async function open() {
    setShown({ state: 'loading' });
    const newsletter = await saved();
    if (!newsletter) return setShown({ state: 'failed', message: 'Save the newsletter first: the preview shows what is saved.' });
    try {
      const preview = await newsletters.preview(newsletter.id);
      setShown(preview ? { state: 'ready', preview } : { state: 'failed', message: 'This newsletter was deleted since.' });
    } catch (error) {
      setShown({ state: 'failed', message: error instanceof Error ? error.message : 'The preview could not be made.' });
    }
  }

  return (
    <section aria-labelledby="newsletter-preview" className={styles.preview}>
      <h2 id="newsletter-preview">Preview</h2>
      <div className={studio.row}>
        <button type="button" className={studio.button} onClick={() => void open()}>
          {shown.state === 'ready' ? 'Refresh the preview' : 'Preview'}
        </button>
      </div>
      <div role="status">
        {shown.state === 'loading' && <p>Making the preview…</p>}
        {shown.state === 'ready' && (
          <p>
            <strong>Goes to {recipientsWords(shown.preview.recipients)}.</strong> Subject: {shown.preview.subject}
          </p>
        )}
      </div>
      {shown.state === 'failed' && <p role="alert">{shown.message}</p>}
      {shown.state === 'ready' && (
        <>
          <div role="group" aria-label="Part of the mail" className={studio.row}>
            <button type="button" className={studio.button} aria-pressed={part === 'html'} onClick={() => setPart('html')}>
              HTML
            </button>
            <button type="button" className={studio.button} aria-pressed={part === 'text'} onClick={() => setPart('text')}>
              Plain text
            </button>
          </div>
          {part === 'html' ? (
            // sandbox="": the mail's HTML runs no script and cannot reach the studio.
            <iframe className={styles.frame} title="The newsletter as HTML" sandbox="" srcDoc={shown.preview.html} />
          ) : (
            <pre className={styles.text}>{shown.preview.text}</pre>
          )}
        </>
      )}
    </section>
  );
}
