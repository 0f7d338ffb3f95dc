import type { Newsletter } from '../../../core/studio/newsletters/newsletter';
import { deliverySummary, NEWSLETTERS_PATH } from '../../../core/studio/newsletters/newsletter-rules';
import { Link } from '../../routing/link';
import { useShellData } from '../../shell/use-shell-data';
import studio from '../studio.module.css';
import { studioTime } from '../use-studio-load';
import styles from './newsletters.module.css';
import { NewsletterPreviewPanel } from './newsletter-preview';
import { useHeadlines } from './use-headlines';

/** A sent newsletter: read-only, with how its delivery went. */
export function NewsletterSent({ newsletter }: { newsletter: Newsletter }) {
  const [headlines] = useHeadlines(newsletter.storyIds);
  const sports = useShellData().sports.filter((sport) => newsletter.sportIds.includes(sport.id));
  const delivery = newsletter.delivery;
  return (
    <>
      <h1>{newsletter.subject}</h1>
      <p className={studio.notice}>
        Sent {studioTime(newsletter.sentAt)}
        {delivery ? ` to ${delivery.recipients.toLocaleString('en-US')} ${delivery.recipients === 1 ? 'fan' : 'fans'}: ${deliverySummary(delivery)}.` : '.'} A sent newsletter cannot be changed.
      </p>
      <dl className={styles.items}>
        <dt>
          <strong>Who it went to</strong>
        </dt>
        <dd>{sports.length === 0 ? 'Everyone (every confirmed fan)' : `Fans of ${sports.map((sport) => sport.title).join(', ')}`}</dd>
        <dt>
          <strong>Stories</strong>
        </dt>
        <dd>
          {newsletter.storyIds.length === 0 ? (
            'None: the introduction only.'
          ) : (
            <ol>
              {newsletter.storyIds.map((id) => (
                <li key={id}>{headlines.get(id) ?? `Story ${id}`}</li>
              ))}
            </ol>
          )}
        </dd>
      </dl>
      <NewsletterPreviewPanel saved={() => Promise.resolve(newsletter)} />
      <p>
        <Link to={NEWSLETTERS_PATH}>Back to the newsletters</Link>
      </p>
    </>
  );
}
