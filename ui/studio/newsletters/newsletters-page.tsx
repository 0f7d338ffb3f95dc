import type { Newsletter } from '../../../core/studio/newsletters/newsletter';
import { deliverySummary, newsletterPath } from '../../../core/studio/newsletters/newsletter-rules';
import { NEWSLETTER_STATUS_LABELS } from '../../../core/studio/newsletters/newsletter';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import studio from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';
import styles from './newsletters.module.css';
import { OutboxSection } from './outbox-section';

function when(newsletter: Newsletter): string {
  if (newsletter.status === 'sent') return `Sent ${studioTime(newsletter.sentAt)}`;
  if (newsletter.status === 'scheduled') return `Scheduled for ${studioTime(newsletter.sendAt)}`;
  return `Last change ${studioTime(newsletter.updatedAt)}${newsletter.updatedBy ? ` by ${newsletter.updatedBy.name}` : ''}`;
}

/** /studio/newsletters: every newsletter (status, time, how a sent one's delivery went) and the sent mail. */
export default function NewslettersPage() {
  usePageTitle('Newsletters · Studio');
  const { newsletters } = useStudio();
  const list = useStudioLoad(() => newsletters.newsletters(), [newsletters]);
  return (
    <>
      <h1>Newsletters</h1>
      <p>
        <Link to={newsletterPath(null)} className={`${studio.button} ${studio.primary}`}>
          New newsletter
        </Link>
      </p>
      <section aria-labelledby="newsletters-all">
        <h2 id="newsletters-all">All newsletters</h2>
        {list.loaded.state === 'loading' && <p role="status">Loading newsletters…</p>}
        {list.loaded.state === 'failed' && <p role="alert">{list.loaded.message}</p>}
        {list.loaded.state === 'ready' && list.loaded.value.length === 0 && <p>No newsletters yet.</p>}
        {list.loaded.state === 'ready' && list.loaded.value.length > 0 && (
          <ul className={styles.items} aria-labelledby="newsletters-all">
            {list.loaded.value.map((newsletter) => (
              <li key={newsletter.id} className={styles.item}>
                <p>
                  <Link to={newsletterPath(newsletter.id)}>
                    <strong>{newsletter.subject || 'Untitled newsletter'}</strong>
                  </Link>
                </p>
                <p className={styles.meta}>
                  {NEWSLETTER_STATUS_LABELS[newsletter.status]} · {when(newsletter)}
                </p>
                {newsletter.delivery && <p>{deliverySummary(newsletter.delivery)}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <OutboxSection />
    </>
  );
}
