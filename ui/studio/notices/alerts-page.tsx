import { useState } from 'react';
import type { AlertNotice } from '../../../core/studio/notices/notice';
import { usePageTitle } from '../../honours/use-page-title';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime, useStudioLoad } from '../use-studio-load';
import { NoticeForm } from './notice-form';

/** /studio/alerts: the site's alerts, and the form to write or change one. */
export default function AlertsPage() {
  const { repository } = useStudio();
  usePageTitle('Alerts · Studio');
  const alerts = useStudioLoad(() => repository.alerts(), [repository]);
  const [editing, setEditing] = useState<AlertNotice | 'new' | null>(null);
  return (
    <>
      <h1>Alerts</h1>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setEditing('new')}>
        New alert
      </button>
      {editing && (
        <NoticeForm
          key={editing === 'new' ? 'new' : editing.id}
          alert={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            alerts.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <section aria-labelledby="alert-list">
        <h2 id="alert-list">All alerts</h2>
        {alerts.loaded.state === 'loading' && <p role="status">Loading alerts…</p>}
        {alerts.loaded.state === 'failed' && <p role="alert">{alerts.loaded.message}</p>}
        {alerts.loaded.state === 'ready' &&
          (alerts.loaded.value.length === 0 ? (
            <p>No alerts.</p>
          ) : (
            <ul className={styles.list}>
              {alerts.loaded.value.map((alert) => (
                <li key={alert.id}>
                  <strong>{alert.title}</strong> — {alert.enabled ? 'on' : 'off'}
                  {alert.startDate ? `, from ${studioTime(alert.startDate)}` : ''}
                  {alert.endDate ? `, until ${studioTime(alert.endDate)}` : ''}{' '}
                  <button type="button" className={styles.button} onClick={() => setEditing(alert)}>
                    Edit <span className={styles.visuallyHidden}>{alert.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </>
  );
}
