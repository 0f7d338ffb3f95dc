import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { emptyGameDraft, gameDraftOf, gameIdParam, idParam, matchupText, SCHEDULE_PATH, schedulePath } from '../../../core/studio/schedule/game-rules';
import type { StudioGame } from '../../../core/studio/schedule/studio-game';
import { storyListMessage } from '../../../core/studio/studio-nav';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { GameDelete } from './game-delete';
import { GameForm } from './game-form';
import { ResultPanel } from './result-panel';
import { StatFilePanel } from './stat-file-panel';

/** /studio/schedule/:gameId: a game's details and its result; 'new' (with ?sport=&season=) adds one. */
export default function GameEditorPage() {
  const id = gameIdParam(useParams().gameId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(id === 'new' ? 'New game · Studio' : 'Game · Studio');
  if (id === 'new') {
    const sportId = idParam(params.get('sport'));
    if (sportId === null) return <NoGame text="Choose the sport in the schedule first, then add its game." />;
    return (
      <>
        <h1>New game</h1>
        <GameForm draft={emptyGameDraft(sportId, idParam(params.get('season')))} game={null} onSaved={(game) => void navigate(`${SCHEDULE_PATH}/${game.id}`, { state: { message: 'Added the game.' } })} onReload={() => undefined} />
      </>
    );
  }
  if (id === null) return <NoGame text="There is no such game." />;
  return <ExistingGame key={id} id={id} />;
}

function NoGame({ text }: { text: string }) {
  return (
    <>
      <h1>Game</h1>
      <p role="alert">{text}</p>
      <Link to={SCHEDULE_PATH}>Back to the schedule</Link>
    </>
  );
}

function ExistingGame({ id }: { id: number }) {
  const { schedule } = useStudio();
  const navigate = useNavigate();
  // 'Added the game.' when the new game's form brought us here.
  const handed = storyListMessage(useLocation().state);
  const loaded = useStudioLoad(() => schedule.game(id), [schedule, id]);
  // The latest version the server answered (a result posted moves it on; the details form saves over it).
  const [latest, setLatest] = useState<StudioGame | null>(null);
  const [turn, setTurn] = useState(0);
  if (loaded.loaded.state === 'loading') return <p role="status">Loading the game…</p>;
  if (loaded.loaded.state === 'failed') return <p role="alert">{loaded.loaded.message}</p>;
  if (loaded.loaded.value === null) return <NoGame text="There is no such game: it may have been deleted." />;
  const fresh = loaded.loaded.value;
  const game = latest ?? fresh;
  const back = schedulePath(game.sportId, game.seasonId);
  const reload = () => {
    setLatest(null);
    setTurn((n) => n + 1);
    loaded.reload();
  };
  return (
    <>
      <h1>{matchupText(game)}</h1>
      <p role="status">{handed ?? ''}</p>
      <p>
        <Link to={back}>Back to the {game.season} schedule</Link>
      </p>
      <div className={styles.columns}>
        <GameForm key={`${fresh.version}-${turn}`} draft={gameDraftOf(game)} game={game} onSaved={setLatest} onReload={reload} />
        <div className={styles.side}>
          <ResultPanel key={`result-${fresh.version}-${turn}`} game={game} onPosted={setLatest} onReload={reload} />
          {/* Not keyed by version: what a save said stays in view while the game reloads. */}
          <StatFilePanel game={game} onSaved={reload} />
          <GameDelete game={game} onDeleted={() => void navigate(back, { state: { message: `Deleted the game ${matchupText(game)} on ${game.date}.` } })} onReload={reload} />
        </div>
      </div>
    </>
  );
}
