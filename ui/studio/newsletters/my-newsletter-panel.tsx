import type { NewsletterDraft } from '../../../core/studio/newsletters/newsletter';
import studio from '../studio.module.css';

/** What this user had composed before loading the latest version after a 412: to copy from or put back. */
export function MyNewsletterPanel({ mine, onPutBack, onDismiss }: { mine: NewsletterDraft; onPutBack: () => void; onDismiss: () => void }) {
  return (
    <section aria-labelledby="newsletter-mine" className={studio.notice}>
      <h2 id="newsletter-mine">What you composed</h2>
      <p>The form now shows the latest version. This is what you had ({mine.storyIds.length === 1 ? '1 story' : `${mine.storyIds.length} stories`}):</p>
      <div className={studio.field}>
        <label htmlFor="newsletter-mine-subject">Your subject</label>
        <input id="newsletter-mine-subject" readOnly value={mine.subject} />
      </div>
      <div className={studio.field}>
        <label htmlFor="newsletter-mine-intro">Your introduction (HTML)</label>
        <textarea id="newsletter-mine-intro" readOnly className={studio.mine} value={mine.introHtml} />
      </div>
      <div className={studio.row}>
        <button type="button" className={studio.button} onClick={onPutBack}>
          Use mine instead
        </button>
        <button type="button" className={studio.button} onClick={onDismiss}>
          Keep the latest version
        </button>
      </div>
    </section>
  );
}
