import type { LiveStreamStatus } from '../../core/live/live-stream.port';
import styles from './game-centre.module.css';

export const CONNECTION_LABELS: Readonly<Record<LiveStreamStatus, string>> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Offline',
};

/** The live connection as fans see it; not a live region (only score changes are announced). */
export function ConnectionStatus({ status }: { status: LiveStreamStatus }) {
  return (
    <p className={styles.connection} data-status={status}>
      <span className={styles.connectionDot} aria-hidden="true" />
      <span className="visually-hidden">Live updates: </span>
      <span>{CONNECTION_LABELS[status]}</span>
    </p>
  );
}
