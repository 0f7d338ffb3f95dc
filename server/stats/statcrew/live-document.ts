import type { LiveGame, LivePlay, LiveTeam } from '../../../core/live/live-game';
import type { StatFamily } from '../stat-sheet';
import { clockMoved, documentClock, documentRules, feedDate, isGoalFamily, periodNumber, playClockSeconds, sportCodeOf, type DocumentRules } from './live-document-game';
import { MAX_DOCUMENT_PLAYS, playsFromFile } from './live-document-plays';
import { liveTeamStats } from './live-document-stats';
import type { FileScoringPlay, SportBoxReading } from './sport-reading';
import type { StatCrewGame, StatCrewTeam } from './statcrew-game';

/** How many of the latest plays Game.LastPlays carries (as the simulator's documents do). */
const LAST_PLAYS = 5;

const sum = (values: ReadonlyArray<number | null>): number => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** Volleyball's score counts sets; a file that gives only each set's points still says who won them. */
function setsWon(team: StatCrewTeam, other: StatCrewTeam): number {
  return team.periodScores.filter((points, index) => points !== null && (other.periodScores[index] ?? null) !== null && points > other.periodScores[index]!).length;
}

function teamScore(family: StatFamily, team: StatCrewTeam, other: StatCrewTeam): number | null {
  if (team.score !== null) return team.score;
  if (team.periodScores.length === 0) return null;
  return family === 'volleyball' ? setsWon(team, other) : sum(team.periodScores);
}

function liveTeam(family: StatFamily, team: StatCrewTeam, other: StatCrewTeam): LiveTeam {
  return {
    Id: team.id || null,
    Name: team.name || null,
    Score: teamScore(family, team, other),
    CurrentRecord: team.record || null,
    PostgameRecord: null,
    NcaaSchoolCode: null,
    Color: null,
    TextColor: null,
    Logo: null,
    Url: null,
    PeriodScores: [...team.periodScores],
    PeriodTimeouts: [],
    Starters: null,
    BatOrder: null,
  };
}

function livePlay(play: FileScoringPlay, index: number, family: StatFamily, periods: readonly string[], setup: DocumentRules): LivePlay {
  return {
    Id: String(index + 1),
    Type: isGoalFamily(family) ? 'Goal' : 'Score',
    Team: play.vh === 'H' ? 'HomeTeam' : 'VisitingTeam',
    Narrative: play.description,
    Context: null,
    Action: null,
    Period: periodNumber(play.period, periods, setup.regulation),
    ClockSeconds: playClockSeconds(play.clock),
    Player: null,
    InvolvedPlayers: [],
    Coordinate: null,
    Score: { HomeTeam: play.homeScore, VisitingTeam: play.visitorScore },
    Qualifiers: null,
  };
}

/**
 * The live document fans follow while a stat crew feeds its XML file: the game's state from the file's
 * status and venue, the line score, each side's box score in the feed's player groups and the file's
 * play-by-play as plays (its scoring summary where it has none). It is the same document a JSON feed PUTs,
 * so the game centre shows both alike.
 */
export function liveDocumentFromStatFile(game: StatCrewGame, box: SportBoxReading): LiveGame {
  const family = box.family;
  const setup = documentRules(game, family);
  const home = liveTeam(family, game.home, game.visitor);
  const visiting = liveTeam(family, game.visitor, game.home);
  const clock = documentClock(game, family, setup);
  const period = game.status.period ?? Math.max(home.PeriodScores.length, visiting.PeriodScores.length);
  const scored = [home.Score, visiting.Score, ...home.PeriodScores, ...visiting.PeriodScores].some((value) => (value ?? 0) > 0);
  const complete = game.status.complete === true;
  // The file's play-by-play where it has one (basketball's and volleyball's files have no scoring summary).
  const playByPlay = playsFromFile(game);
  const plays = playByPlay.length > 0 ? playByPlay.slice(-MAX_DOCUMENT_PLAYS) : box.scoringPlays.map((play, index) => livePlay(play, index, family, box.periods, setup));
  return {
    Game: {
      Type: setup.type,
      HasStarted: complete || scored || period > 1 || clockMoved(clock, game, setup),
      IsComplete: complete,
      Source: game.source || null,
      NcaaGameId: null,
      ClientId: null,
      ClientAbbrev: null,
      ClientHostname: null,
      Location: game.venue.location || game.venue.stadium || null,
      GlobalSportShortname: sportCodeOf(family),
      BannerMessage: null,
      Officials: game.venue.officials.length > 0 ? game.venue.officials.join(', ') : null,
      Context: null,
      ClientLiveStatsUrl: null,
      Date: feedDate(game.venue.date),
      DateUTC: null,
      StartTime: game.venue.start || null,
      EndTime: null,
      Notes: [],
      StadiumImage: null,
      SiteImage: null,
      Attendance: game.venue.attendance,
      PeriodsRegulation: setup.regulation,
      Period: period,
      ClockSeconds: clock,
      Rules: setup.rules,
      HomeTeam: home,
      VisitingTeam: visiting,
      LastPlays: plays.slice(-LAST_PLAYS),
      Situation: null,
    },
    Plays: plays,
    Stats: { HomeTeam: liveTeamStats(family, 'HomeTeam', box.home), VisitingTeam: liveTeamStats(family, 'VisitingTeam', box.visitor) },
    Leaders: null,
    SeasonStats: null,
  };
}
