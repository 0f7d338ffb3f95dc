import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { gamePath, idParam, schedulePath } from '../../../core/studio/schedule/game-rules';
import { storyListMessage } from '../../../core/studio/studio-nav';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import { useShellData } from '../../shell/use-shell-data';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { GameList } from './game-list';
import { PasteForm } from './paste-form';

/** /studio/schedule: a sport's season of games (?sport=&season=), to add, paste and edit. */
export default function SchedulePage() {
  usePageTitle('Schedule · Studio');
  const { sports } = useShellData();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sportId = idParam(params.get('sport'));
  const seasonId = idParam(params.get('season'));
  const handed = storyListMessage(useLocation().state);
  return (
    <>
      <h1>Schedule</h1>
      <p role="status">{handed ?? ''}</p>
      <div className={styles.field}>
        <label htmlFor="schedule-sport">Sport</label>
        <select id="schedule-sport" value={sportId ?? ''} onChange={(event) => void navigate(schedulePath(idParam(event.target.value)))}>
          <option value="">Choose a sport</option>
          {sports
            .filter((sport) => !sport.non_sport)
            .map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.title}
              </option>
            ))}
        </select>
      </div>
      {sportId !== null && <SportSchedule key={`${sportId}-${seasonId ?? ''}`} sportId={sportId} seasonId={seasonId} />}
    </>
  );
}

function SportSchedule({ sportId, seasonId }: { sportId: number; seasonId: number | null }) {
  const { schedule } = useStudio();
  const navigate = useNavigate();
  const list = useStudioLoad(() => schedule.games(sportId, seasonId), [schedule, sportId, seasonId]);
  const [pasting, setPasting] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  if (list.loaded.state === 'loading') return <p role="status">Loading the games…</p>;
  if (list.loaded.state === 'failed') return <p role="alert">{list.loaded.message}</p>;
  const { games, seasons } = list.loaded.value;
  const season = seasons.find((entry) => entry.id === seasonId) ?? seasons.find((entry) => entry.current) ?? seasons[0] ?? null;
  return (
    <>
      {seasons.length > 0 && (
        <div className={styles.field}>
          <label htmlFor="schedule-season">Season</label>
          <select id="schedule-season" value={season?.id ?? ''} onChange={(event) => void navigate(schedulePath(sportId, idParam(event.target.value)))}>
            {seasons.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
                {entry.current ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.row}>
        <Link to={gamePath('new', sportId, season?.id)} className={`${styles.button} ${styles.primary}`}>
          Add a game
        </Link>
        <button type="button" className={styles.button} aria-expanded={pasting} onClick={() => setPasting((open) => !open)}>
          {pasting ? 'Close the paste form' : 'Paste a schedule'}
        </button>
      </div>
      <p role="status">{added ?? ''}</p>
      {pasting && (
        <PasteForm
          sportId={sportId}
          seasonId={season?.id ?? null}
          onAdded={(count) => {
            setPasting(false);
            setAdded(`Added ${count} ${count === 1 ? 'game' : 'games'}.`);
            list.reload();
          }}
        />
      )}
      <GameList games={games} season={season?.title ?? null} />
    </>
  );
}
