import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { newestFirst, type RosterSummary } from '../../../core/studio/rosters/roster';
import type { RosterExists } from '../../../core/studio/rosters/roster-studio-repository.port';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import { useShellData } from '../../shell/use-shell-data';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { StudioTable } from '../shell/studio-table';
import { RosterBadges } from './roster-badges';

export const rosterPath = (id: number) => `/studio/rosters/${id}`;

/** What a next-season or new-roster write said: done (open it), there already (open that one), or why not. */
type Said = { text: string; open: { id: number; label: string } | null } | null;

export function saidOf(outcome: WriteOutcome<RosterSummary> | RosterExists, fallbackExisting: RosterSummary | undefined): Said {
  if (outcome.kind === 'done') return { text: `Started ${outcome.value.title || outcome.value.season}: hidden until you publish it.`, open: { id: outcome.value.id, label: `Open the ${outcome.value.season} roster` } };
  if (outcome.kind === 'exists') {
    const id = outcome.rosterId ?? fallbackExisting?.id ?? null;
    return { text: outcome.message, open: id === null ? null : { id, label: `Open the roster that is already there${fallbackExisting ? ` (${fallbackExisting.season})` : ''}` } };
  }
  if (outcome.kind === 'offline') return { text: 'Not started: the studio cannot reach the server.', open: null };
  return { text: outcome.message, open: null };
}

/** /studio/rosters: a sport's season rosters, newest first; start next season's or a new one. */
export default function RostersPage() {
  usePageTitle('Rosters · Studio');
  const { rosters } = useStudio();
  const sports = useShellData().sports.filter((sport) => !(sport as { nonSport?: boolean }).nonSport);
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('sport'));
  const sportId = sports.some((sport) => sport.id === asked) ? asked : (sports[0]?.id ?? null);
  const list = useStudioLoad(() => (sportId === null ? Promise.resolve([]) : rosters.rosters(sportId).then(newestFirst)), [rosters, sportId]);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const all = list.loaded.state === 'ready' ? list.loaded.value : [];

  const nextSeason = async (roster: RosterSummary) => {
    setBusy(true);
    setSaid(null);
    const outcome = await rosters.nextSeason(roster.id);
    setBusy(false);
    setSaid(saidOf(outcome, all.find((other) => other.year === roster.year + 1)));
    list.reload();
  };

  return (
    <>
      <h1>Rosters</h1>
      <div className={styles.field}>
        <label htmlFor="rosters-sport">Sport</label>
        <select id="rosters-sport" value={sportId ?? ''} onChange={(event) => (setSaid(null), setSearch({ sport: event.target.value }))}>
          {sports.map((sport) => (
            <option key={sport.id} value={sport.id}>
              {sport.title}
            </option>
          ))}
        </select>
      </div>
      <div role="status">
        {said && (
          <p>
            {said.text} {said.open && <Link to={rosterPath(said.open.id)}>{said.open.label}</Link>}
          </p>
        )}
      </div>
      <section aria-labelledby="rosters-list">
        <h2 id="rosters-list">Seasons</h2>
        {list.loaded.state === 'loading' && <p role="status">Loading rosters…</p>}
        {list.loaded.state === 'failed' && <p role="alert">{list.loaded.message}</p>}
        {list.loaded.state === 'ready' && all.length === 0 && <p>This sport has no rosters yet.</p>}
        {all.length > 0 && (
          <StudioTable
            caption={`Rosters of ${sports.find((sport) => sport.id === sportId)?.title ?? 'the sport'}`}
            rows={all}
            rowKey={(roster) => roster.id}
            rowName={(roster) => roster.title || `${roster.sport} ${roster.season}`}
            columns={[
              {
                label: 'Roster',
                main: true,
                cell: (roster) => (
                  <>
                    <Link to={rosterPath(roster.id)}>{roster.title || `${roster.sport} ${roster.season}`}</Link> <RosterBadges roster={roster} />
                  </>
                ),
              },
              { label: 'Season', cell: (roster) => roster.season },
              { label: 'Players', cell: (roster) => String(roster.playerCount) },
              {
                label: 'Next season',
                unlabelled: true,
                cell: (roster) => (
                  <button type="button" className={styles.button} disabled={busy} onClick={() => void nextSeason(roster)}>
                    Start next season <span className={styles.visuallyHidden}>from {roster.season}</span>
                  </button>
                ),
              },
            ]}
          />
        )}
      </section>
    </>
  );
}
