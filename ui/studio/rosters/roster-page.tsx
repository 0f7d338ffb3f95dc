import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { fullName, type Roster } from '../../../core/studio/rosters/roster';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { CoachForm } from './coach-form';
import { PlayerForm } from './player-form';
import { RemoveConfirm } from './remove-confirm';
import { RosterBadges } from './roster-badges';
import { CoachList, PlayerList, type PersonTask } from './roster-people';
import { RosterPublish, RosterTitleForm } from './roster-settings';

type Task = PersonTask | { kind: 'title' } | null;

const rosterIdParam = (raw: string | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** /studio/rosters/:rosterId: a season's roster, its players, coaches and support staff, and its publishing. */
export default function RosterPage() {
  const id = rosterIdParam(useParams().rosterId);
  const { rosters } = useStudio();
  const roster = useStudioLoad(() => (id === null ? Promise.resolve(null) : rosters.roster(id)), [rosters, id]);
  const value = roster.loaded.state === 'ready' ? roster.loaded.value : null;
  usePageTitle(`${value ? `${value.sport} ${value.season}` : 'Roster'} · Studio`);
  if (roster.loaded.state === 'loading') return <p role="status">Loading the roster…</p>;
  if (roster.loaded.state === 'failed') return <p role="alert">{roster.loaded.message}</p>;
  if (!value) {
    return (
      <>
        <h1>No such roster</h1>
        <p>
          <Link to="/studio/rosters">Back to the rosters</Link>
        </p>
      </>
    );
  }
  return <RosterScreen roster={value} reload={roster.reload} />;
}

function RosterScreen({ roster, reload }: { roster: Roster; reload: () => void }) {
  const { rosters } = useStudio();
  const [task, setTask] = useState<Task>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (text: string | null) => {
    setTask(null);
    setDone(text);
    reload();
  };
  const start = (next: Task) => {
    setDone(null);
    setTask(next);
  };
  const player = task && 'id' in task && task.id !== null ? roster.players.find((one) => one.id === task.id) ?? null : null;
  const coach = task && 'id' in task && task.id !== null ? roster.coaches.find((one) => one.id === task.id) ?? null : null;
  const cancel = () => setTask(null);

  return (
    <>
      <p>
        <Link to={`/studio/rosters?sport=${roster.sportId}`}>All {roster.sport} rosters</Link>
      </p>
      <h1>{roster.title || `${roster.sport} ${roster.season}`}</h1>
      <p className={styles.row}>
        {roster.sport} · {roster.season} <RosterBadges roster={roster} />
      </p>
      {roster.note && <p>{roster.note}</p>}
      <p role="status">{done ?? ''}</p>
      {task === null && (
        <div className={styles.row}>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => start({ kind: 'player', id: null })}>
            Add a player
          </button>
          <button type="button" className={styles.button} onClick={() => start({ kind: 'coach', id: null })}>
            Add a coach or staff member
          </button>
          <button type="button" className={styles.button} onClick={() => start({ kind: 'title' })}>
            Change the title and note
          </button>
        </div>
      )}
      {task?.kind === 'title' && <RosterTitleForm roster={roster} onDone={finish} onCancel={cancel} onReload={reload} />}
      {task?.kind === 'player' && (task.id === null || player) && <PlayerForm key={task.id ?? 'new'} rosterId={roster.id} player={player} onDone={finish} onCancel={cancel} onReload={reload} />}
      {task?.kind === 'removePlayer' && player && <RemoveConfirm key={player.id} name={fullName(player)} what="They leave this season's roster; their other seasons stay." remove={() => rosters.removePlayer(player.id, player.version)} onDone={finish} onCancel={cancel} onReload={() => finish(null)} />}
      {task?.kind === 'coach' && (task.id === null || coach) && <CoachTask key={task.id ?? 'new'} roster={roster} coach={coach} onDone={finish} onCancel={cancel} onReload={reload} />}
      {task?.kind === 'removeCoach' && coach && <RemoveConfirm key={coach.id} name={fullName(coach)} what="They leave the staff directory; past rosters keep them." remove={() => rosters.removeCoach(coach.id, coach.version)} onDone={finish} onCancel={cancel} onReload={() => finish(null)} />}
      <RosterPublish roster={roster} onDone={finish} onReload={reload} />
      <section aria-labelledby="roster-players">
        <h2 id="roster-players">Players ({roster.players.length})</h2>
        <PlayerList roster={roster} onTask={start} />
      </section>
      <section aria-labelledby="roster-coaches">
        <h2 id="roster-coaches">Coaches and support staff</h2>
        <CoachList roster={roster} onTask={start} />
      </section>
    </>
  );
}

/** The coach form once the directory's departments are known. */
function CoachTask({ roster, coach, onDone, onCancel, onReload }: { roster: Roster; coach: Roster['coaches'][number] | null; onDone: (text: string) => void; onCancel: () => void; onReload: () => void }) {
  const { rosters } = useStudio();
  const directory = useStudioLoad(() => rosters.coaches(roster.id), [rosters, roster.id]);
  if (directory.loaded.state === 'loading') return <p role="status">Loading the staff directory…</p>;
  if (directory.loaded.state === 'failed') return <p role="alert">{directory.loaded.message}</p>;
  return <CoachForm rosterId={roster.id} sportId={roster.sportId} coach={coach} departments={directory.loaded.value.departments} onDone={onDone} onCancel={onCancel} onReload={onReload} />;
}
