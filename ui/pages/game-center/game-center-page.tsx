import { useContext, useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { LiveGameStreamContext } from '../../live/live-game-stream-context';
import { usePlatform } from '../../routing/platform-context';
import { schoolIsHome } from '../../../core/games/live-event-item';
import { toTimestamp } from '../../../core/dates/parse-date';
import { boxScoreTables, teamLeaders, teamStatComparison } from '../../../core/live/game-centre-box-score';
import type { GameCentrePageData } from '../../../core/live/game-centre-page-data';
import { gameStateLabel } from '../../../core/games/game-state-label';
import { gameCentrePhase } from '../../../core/live/game-centre-phase';
import { playByPlay } from '../../../core/live/game-centre-plays';
import { situationView } from '../../../core/live/game-centre-situation';
import { gameCentreView, type GameCentreView } from '../../../core/live/game-centre-view';
import type { LiveGame } from '../../../core/live/live-game';
import { liveResultStatus } from '../../../core/live/live-stats';
import { opponentName } from '../../../core/schedule/schedule-rules';
import { BoxScore } from '../../live/box-score';
import styles from '../../live/game-centre.module.css';
import { GameCountdown } from '../../live/game-countdown';
import { GameDetails } from '../../live/game-details';
import { GameHead } from '../../live/game-head';
import { GameResultSummary, type GameOutcome } from '../../live/game-result';
import { LineScore } from '../../live/line-score';
import { PlayByPlay } from '../../live/play-by-play';
import { NotifyMeButton } from '../../push/notify-me-button';
import { ScheduleHead } from '../../live/schedule-head';
import { Situation } from '../../live/situation';
import { TeamLeaders } from '../../live/team-leaders';
import { TeamStats } from '../../live/team-stats';
import { useLiveGame } from '../../live/use-live-game';
import { SmartLink } from '../../shell/smart-link';
import { InTurn } from '../../routing/hydration-turns';
import { usePageDescription } from '../../routing/page-meta';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useShellData } from '../../shell/use-shell-data';
import { sportsEventData } from '../../../core/seo/structured-data';
import { useStructuredData } from '../../routing/document-head';
import { useSchoolFacts } from '../../seo/structured-data-hooks';

/** Issue 46: from a game, the fan is told when this sport's games start and how they end. */
const GAME_CENTRE_TOPICS = ['final', 'start'] as const;

/** The live game centre (/game-center/{gameId}): preview and countdown, the live game, then the result. */
export default function GameCenterPage() {
  const data = useLoaderData() as GameCentrePageData;
  return <GameCentre key={data.game.game.id} data={data} />;
}

function GameCentre({ data }: { data: GameCentrePageData }) {
  const { game: centre, sport, live } = data;
  const stream = useContext(LiveGameStreamContext);
  const { clock } = usePlatform();
  const subscribe = useMemo(() => (stream ? stream.subscribe.bind(stream) : null), [stream]);
  const { game } = centre;
  const { setup } = useShellData();
  const schoolName = setup?.identity.schoolName ?? 'Home team';
  const siteName = setup?.identity.siteName || setup?.identity.schoolName || '';
  const loadedPhase = gameCentrePhase(game, live?.game ?? null);
  // A game called off, or over with nothing live to follow, needs no connection.
  const follow = loadedPhase === 'preview' || loadedPhase === 'live' || live !== null;
  const { snapshot, announcement, status } = useLiveGame(game.id, live, subscribe, follow);
  const liveDocument = snapshot?.game ?? null;
  const phase = gameCentrePhase(game, liveDocument);
  const sportTitle = sport?.title ?? centre.sport.title;
  const opponent = opponentName(game.opponent);
  const title = `${sportTitle} ${centre.atVs} ${opponent}`;
  useDocumentTitle(`${title} | Game Center${siteName ? ` | ${siteName}` : ''}`);
  usePageDescription(`${title}: the live score, box score, leaders and play-by-play in the Game Center.`, { opponent_name: opponent });
  useStructuredData(sportsEventData(game, sportTitle, useSchoolFacts(), useLocation().pathname));

  const fallbacks = { school: { name: schoolName, logo: setup?.config.logo ?? null }, opponent: { name: opponent, logo: game.opponent.image } };
  const view = liveDocument ? gameCentreView(liveDocument, { locationIndicator: game.location_indicator }) : null;
  const start = toTimestamp(game.date_utc ?? '');
  const scheduleOutcome: GameOutcome | null = game.result;
  const liveStatus = liveDocument ? liveResultStatus(liveDocument, game.location_indicator) : null;
  const schoolScore = view ? view.teams.find((team) => team.isSchool)?.score : undefined;
  const opponentScore = view ? view.teams.find((team) => !team.isSchool)?.score : undefined;
  const outcome: GameOutcome | null = scheduleOutcome ?? (liveStatus ? { status: liveStatus, team_score: String(schoolScore ?? ''), opponent_score: String(opponentScore ?? '') } : null);

  return (
    <article className={styles.page} aria-labelledby="game-title">
      <InTurn>
        <header className={styles.intro}>
          {sport && (
            <p className={styles.eyebrow}>
              <SmartLink href={`/sports/${sport.global_sport_name_slug}/schedule`}>{sportTitle} schedule</SmartLink>
            </p>
          )}
          <h1 id="game-title" className={styles.title}>
            {title}
          </h1>
          <NotifyMeButton sportId={centre.sport.id} sportTitle={sportTitle} topics={GAME_CENTRE_TOPICS} />
        </header>
      </InTurn>
      <InTurn>
        <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
          {announcement}
        </div>
      </InTurn>
      {view ? (
        <GameHead view={view} fallbacks={fallbacks} status={phase === 'live' ? status : null} />
      ) : (
        <ScheduleHead
          school={fallbacks.school}
          opponent={fallbacks.opponent}
          schoolIsHome={schoolIsHome(game.location_indicator)}
          neutral={game.location_indicator === 'N'}
          result={phase === 'final' ? game.result : null}
          statusText={phase === 'preview' ? null : (gameStateLabel(game.game_state, game.game_state_display) ?? (phase === 'final' ? 'Final' : null))}
          connection={phase === 'live' ? status : null}
        />
      )}
      <InTurn>
        <div className={styles.body}>
          {phase === 'preview' && start !== undefined && !game.tbd && (
            <section className={styles.card} aria-labelledby="countdown-title">
              <h2 id="countdown-title" className={styles.cardTitle}>
                Countdown
              </h2>
              <GameCountdown target={start} clock={clock} />
            </section>
          )}
          {(phase === 'postponed' || phase === 'canceled') && <p className={styles.notice}>This game has been {phase}.</p>}
          {phase === 'live' && !liveDocument && <p className={styles.notice}>The game is under way. Live stats will appear here as soon as the stat crew sends them.</p>}
          {phase === 'final' && <GameResultSummary outcome={outcome} recap={game.result?.recap ?? null} boxscore={game.result?.boxscore ?? null} schoolName={schoolName} />}
          {liveDocument && view && <LiveSections game={liveDocument} view={view} />}
          <GameDetails data={centre} title={phase === 'preview' ? 'Game preview' : 'Game details'} />
        </div>
      </InTurn>
    </article>
  );
}

function LiveSections({ game, view }: { game: LiveGame; view: GameCentreView }) {
  const [visiting, home] = view.teams;
  const situation = situationView(game, view.kind);
  const stats = game.Stats;
  return (
    <>
      {situation && <Situation situation={situation} />}
      {view.hasStarted && <LineScore lineScore={view.lineScore} />}
      <InTurn>
        <div className={styles.split}>
          <PlayByPlay plays={playByPlay(game)} teams={view.teams} />
          <div className={styles.stack}>
            <TeamLeaders
              teams={[
                { team: visiting, leaders: teamLeaders(game.Leaders, 'VisitingTeam') },
                { team: home, leaders: teamLeaders(game.Leaders, 'HomeTeam') },
              ]}
            />
            <TeamStats rows={teamStatComparison(stats)} visiting={visiting} home={home} />
          </div>
        </div>
      </InTurn>
      <BoxScore
        teams={[
          { team: visiting, tables: boxScoreTables(stats?.VisitingTeam ?? null) },
          { team: home, tables: boxScoreTables(stats?.HomeTeam ?? null) },
        ]}
      />
    </>
  );
}
