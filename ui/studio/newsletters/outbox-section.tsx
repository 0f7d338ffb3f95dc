import type { OutboxItem } from '../../../core/studio/newsletters/newsletter';
import studio from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';
import styles from './newsletters.module.css';

const STATUS_WORDS: Record<OutboxItem['status'], string> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' };

/** The latest mails and pushes of the school; with no mail server, each sent mail is an .eml file to open. */
export function OutboxSection() {
  const { newsletters } = useStudio();
  const outbox = useStudioLoad(() => newsletters.outbox(), [newsletters]);
  return (
    <section aria-labelledby="newsletters-outbox">
      <h2 id="newsletters-outbox">Sent mail</h2>
      <div className={studio.row}>
        <button type="button" className={studio.button} onClick={outbox.reload}>
          Refresh sent mail
        </button>
      </div>
      {outbox.loaded.state === 'loading' && <p role="status">Loading sent mail…</p>}
      {outbox.loaded.state === 'failed' && <p role="alert">{outbox.loaded.message}</p>}
      {outbox.loaded.state === 'ready' && outbox.loaded.value.length === 0 && <p>Nothing sent yet.</p>}
      {outbox.loaded.state === 'ready' && outbox.loaded.value.length > 0 && (
        <ul className={styles.items} aria-labelledby="newsletters-outbox">
          {outbox.loaded.value.map((item) => (
            <li key={item.id} className={styles.item}>
              <p>
                <strong>{item.subject || '(no subject)'}</strong>
              </p>
              <p>
                {item.channel === 'push' ? 'Push to ' : 'To '}
                {item.recipient}
              </p>
              <p className={styles.meta}>
                {STATUS_WORDS[item.status]}
                {item.sentAt ? ` ${studioTime(item.sentAt)}` : ''}
                {item.attempts > 1 ? ` · ${item.attempts} attempts` : ''}
              </p>
              {item.lastError && <p className={studio.error}>{item.lastError}</p>}
              {item.emlUrl && (
                <p>
                  <a href={item.emlUrl} download>
                    Open the .eml file <span className={studio.visuallyHidden}>of “{item.subject}” to {item.recipient}</span>
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
