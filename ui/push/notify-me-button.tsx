import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PushPermission, PushTopic } from '../../core/push/push-notifications.port';
import styles from './notify-me-button.module.css';
import { usePushNotifications } from './push-notifications-context';
import { withChoice } from '../../core/forms/choices';

const TOPIC_LABELS: Record<PushTopic, string> = { final: 'Final scores', start: 'Game starting' };
const ALL_TOPICS: readonly PushTopic[] = ['final', 'start'];

type Phase =
  | { kind: 'off'; said?: string }
  | { kind: 'turning-on' }
  | { kind: 'turning-off' }
  | { kind: 'on'; topics: readonly PushTopic[] }
  | { kind: 'denied' }
  | { kind: 'failed'; message: string };

const noSubscribe = () => () => {};

function topicList(topics: readonly PushTopic[]): string {
  return topics.map((topic) => TOPIC_LABELS[topic].toLowerCase()).join(' and ');
}

function statusText(phase: Phase, sportTitle: string): string {
  switch (phase.kind) {
    case 'off':
      return phase.said ?? '';
    case 'turning-on':
      return 'Turning on notifications…';
    case 'turning-off':
      return 'Turning off notifications…';
    case 'on':
      return `Notifications on for ${sportTitle} (${topicList(phase.topics)}).`;
    case 'denied':
      return "Notifications are blocked for this site in your browser, so none can be sent. To get them, allow notifications in the browser's settings for this site.";
    case 'failed':
      return `Notifications could not be changed: ${phase.message}`;
  }
}

export interface NotifyMeButtonProps {
  sportId: number;
  sportTitle: string;
  /** What to send, fixed (the game centre: both); absent, the fan chooses. */
  topics?: readonly PushTopic[];
}

/**
 * Issue 46: "Notify me on this device". Nothing where the browser has no web push (and on the server, so the first
 * render matches it); the browser's permission is asked only by the click.
 */
export function NotifyMeButton({ sportId, sportTitle, topics }: NotifyMeButtonProps) {
  const push = usePushNotifications();
  const supported = useSyncExternalStore(noSubscribe, () => push?.isSupported() ?? false, () => false);
  const permission = useSyncExternalStore<PushPermission>(noSubscribe, () => push?.permission() ?? 'default', () => 'default');
  const [phase, setPhase] = useState<Phase | null>(null);
  const [chosen, setChosen] = useState<readonly PushTopic[]>(topics ?? ALL_TOPICS);

  // Allowed before: whether this sport is already on here (its code loads only then).
  useEffect(() => {
    if (!push || !supported || permission !== 'granted') return;
    let current = true;
    push.current(sportId).then(
      (on) => {
        if (current && on) setPhase((shown) => shown ?? { kind: 'on', topics: on });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [push, supported, permission, sportId]);

  if (!push || !supported) return null;
  const shown: Phase = phase ?? (permission === 'denied' ? { kind: 'denied' } : { kind: 'off' });
  const busy = shown.kind === 'turning-on' || shown.kind === 'turning-off';
  const wanted = topics ?? ALL_TOPICS.filter((topic) => chosen.includes(topic));

  function turnOn() {
    if (busy || !push || wanted.length === 0) return;
    setPhase({ kind: 'turning-on' });
    // Called on the click's turn: the adapter asks the browser's permission before it awaits anything.
    void push.subscribe(sportId, wanted).then((result) => {
      if (result.kind === 'subscribed') setPhase({ kind: 'on', topics: result.topics });
      else if (result.kind === 'denied') setPhase({ kind: 'denied' });
      else setPhase({ kind: 'failed', message: result.message });
    });
  }

  function turnOff() {
    if (busy || !push) return;
    setPhase({ kind: 'turning-off' });
    push.unsubscribe(sportId).then(
      () => setPhase({ kind: 'off', said: `Notifications off for ${sportTitle}.` }),
      (error: unknown) => setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }

  const choosing = !topics && (shown.kind === 'off' || shown.kind === 'failed' || shown.kind === 'turning-on');
  return (
    <div className={styles.notify}>
      {choosing && (
        <fieldset className={styles.topics}>
          <legend>Notify me about</legend>
          {ALL_TOPICS.map((topic) => (
            <label key={topic} className={styles.topic}>
              <input
                type="checkbox"
                checked={chosen.includes(topic)}
                onChange={(event) => setChosen((now) => withChoice(now, topic, event.target.checked))}
              />
              {TOPIC_LABELS[topic]}
            </label>
          ))}
        </fieldset>
      )}
      {shown.kind === 'on' || shown.kind === 'turning-off' ? (
        <button type="button" className={styles.button} onClick={turnOff} aria-disabled={busy || undefined}>
          Turn off notifications
        </button>
      ) : (
        shown.kind !== 'denied' && (
          <button type="button" className={styles.button} onClick={turnOn} aria-disabled={busy || wanted.length === 0 || undefined}>
            Notify me on this device
          </button>
        )
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {statusText(shown, sportTitle)}
        {choosing && wanted.length === 0 ? 'Choose final scores, game starting, or both.' : ''}
      </p>
    </div>
  );
}
