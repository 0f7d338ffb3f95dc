import { useState, type ReactNode } from 'react';
import { NOTICE_STATE_LABELS, type NoticeItem } from '../../../core/studio/notices/notice-rules';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import { usePageTitle } from '../../honours/use-page-title';
import styles from '../studio.module.css';
import { DeleteRefused, deleteProblem, type DeleteProblem } from '../shell/delete-refused';
import { StudioTable } from '../shell/studio-table';
import { useStudioLoad } from '../use-studio-load';

export interface NoticeFormArgs<T, L> {
  item: T | null;
  list: L;
  onDone: (saved: T) => void;
  onCancel: () => void;
  /** The notice as the server has it now, or null when it is gone. */
  latest: (id: number) => Promise<T | null>;
}

interface NoticeScreenProps<T extends NoticeItem, L> {
  /** 'Alerts', 'Splash pages', 'Promotions'. */
  heading: string;
  /** 'alert', 'splash page', 'promotion'. */
  noun: string;
  plural: string;
  load: () => Promise<L>;
  itemsOf: (list: L) => T[];
  /** The words after an item's title in the list (its window, where it shows). */
  describe: (item: T, list: L) => ReactNode;
  remove: (id: number, version: number) => Promise<WriteOutcome<null>>;
  renderForm: (args: NoticeFormArgs<T, L>) => ReactNode;
}

/** A studio notices screen: the table (state, window, Edit and Delete in the row), the form to add or change one, and delete with If-Match. */
export function NoticeScreen<T extends NoticeItem, L>(props: NoticeScreenProps<T, L>) {
  const { heading, noun, plural } = props;
  usePageTitle(`${heading} · Studio`);
  const list = useStudioLoad(props.load, [heading]);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  const [problem, setProblem] = useState<DeleteProblem | null>(null);
  const [status, setStatus] = useState('');

  const ready = list.loaded.state === 'ready' ? list.loaded.value : null;
  const items = ready === null ? [] : props.itemsOf(ready);

  const latest = async (id: number) => {
    const fresh = await props.load();
    list.reload();
    return props.itemsOf(fresh).find((item) => item.id === id) ?? null;
  };

  const remove = async (item: T) => {
    const outcome = await props.remove(item.id, item.version);
    setConfirming(null);
    if (outcome.kind === 'done') {
      setProblem(null);
      setStatus(`Deleted “${item.title}”.`);
      if (editing !== 'new' && editing?.id === item.id) setEditing(null);
      return list.reload();
    }
    setProblem(deleteProblem(outcome));
  };

  return (
    <>
      <h1>{heading}</h1>
      <p role="status">{status}</p>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => (setEditing('new'), setStatus(''))}>
        New {noun}
      </button>
      {editing && ready !== null && (
        <div key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}>
          {props.renderForm({
            item: editing === 'new' ? null : editing,
            list: ready,
            latest,
            onCancel: () => setEditing(null),
            onDone: (saved) => {
              setEditing(null);
              setStatus(`Saved “${saved.title}”.`);
              list.reload();
            },
          })}
        </div>
      )}
      {problem && (
        <DeleteRefused problem={problem} conflictNote="Reload the list to see their version, then decide again.">
          <button type="button" className={styles.button} onClick={() => (setProblem(null), list.reload())}>
            Reload the list
          </button>
        </DeleteRefused>
      )}
      <section aria-labelledby="notice-list">
        <h2 id="notice-list">All {plural}</h2>
        {list.loaded.state === 'loading' && <p>Loading {plural}…</p>}
        {list.loaded.state === 'failed' && <p role="alert">{list.loaded.message}</p>}
        {ready !== null &&
          (items.length === 0 ? (
            <p>No {plural}.</p>
          ) : (
            <StudioTable
              caption={`All ${plural}`}
              rows={items}
              rowKey={(item) => item.id}
              rowName={(item) => item.title}
              columns={[
                { label: 'Title', main: true, cell: (item) => item.title },
                { label: 'State', cell: (item) => NOTICE_STATE_LABELS[item.state].replace(/^./, (first) => first.toUpperCase()) },
                { label: 'When and where', cell: (item) => props.describe(item, ready) },
                {
                  label: 'Actions',
                  unlabelled: true,
                  cell: (item) => (
                    <>
                      <div className={styles.row}>
                        <button type="button" className={styles.button} onClick={() => (setEditing(item), setStatus(''))}>
                          Edit <span className={styles.visuallyHidden}>{item.title}</span>
                        </button>
                        <button type="button" className={styles.button} onClick={() => (setConfirming(item), setProblem(null))}>
                          Delete <span className={styles.visuallyHidden}>{item.title}</span>
                        </button>
                      </div>
                      {confirming?.id === item.id && (
                        <div role="group" aria-label={`Delete ${item.title}?`} className={styles.notice}>
                          <p>Delete “{item.title}”? It leaves the public site at once.</p>
                          <div className={styles.row}>
                            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => void remove(item)}>
                              Yes, delete it
                            </button>
                            <button type="button" className={styles.button} onClick={() => setConfirming(null)}>
                              Keep it
                            </button>
                          </div>
                        </div>
                      )}
                    </>
                  ),
                },
              ]}
            />
          ))}
      </section>
    </>
  );
}
