import { weekdayOf } from '../../server/schedule/school-clock';
import { base, CONFERENCE_MEMBERS, pickOf, placeAt, shuffled, type PlanContext, type PlannedGame, type Slot } from './planned-game';

const POLL_SPORTS = new Set(['football', 'mbball', 'wbball', 'baseball', 'softball', 'wvball', 'mhockey', 'msoc', 'wsoc', 'wlax', 'fhockey']);
const MARQUEE_SPORTS = new Set(['football', 'mbball', 'wbball', 'mhockey']);

/** A dual sport's season: non-conference games first, then conference play, then the conference tournament. */
export function dualSeason(ctx: PlanContext, seasonIndex: number, slots: Slot[], edge: number): PlannedGame[] {
  const { random, profile } = ctx;
  const games: PlannedGame[] = [];
  const confOrder = shuffled(random, [...Array(CONFERENCE_MEMBERS).keys()]);
  const nonConference = shuffled(random, ctx.nonConference);
  const conferenceStart = Math.floor(profile.weeks * 0.35);
  const classicTitle = `${ctx.venues.classicTown.split(',')[0]} ${profile.score.includes('basketball') ? 'Holiday' : 'Fall'} Classic`;
  let conferenceCount = 0;
  let nonConferenceCount = 0;
  let lastGroup = '';
  let group: { opponent: number; indicator: 'H' | 'A' | 'N'; conference: boolean; classic: boolean } | null = null;
  for (const slot of slots) {
    const key = `${slot.week}:${slot.group}`;
    if (key !== lastGroup || !group) {
      lastGroup = key;
      const classic = profile.classicWeek === slot.week;
      const conference = slot.week >= conferenceStart && !classic;
      if (conference) {
        const round = Math.floor(conferenceCount / CONFERENCE_MEMBERS);
        const opponent = confOrder[conferenceCount % CONFERENCE_MEMBERS]!;
        const home = (conferenceCount + seasonIndex + round) % 2 === 0;
        conferenceCount += 1;
        group = { opponent, indicator: home ? 'H' : 'A', conference, classic };
      } else {
        const opponent = nonConference[nonConferenceCount % nonConference.length]!;
        nonConferenceCount += 1;
        const roll = random();
        group = { opponent, indicator: classic ? 'N' : roll < 0.58 ? 'H' : roll < 0.92 ? 'A' : 'N', conference, classic };
      }
    }
    const first = pickOf(random, slot.times);
    for (let g = 0; g < slot.games; g += 1) {
      const game = base(ctx, seasonIndex, slot, first + g * (profile.score === 'softball' ? 150 : 210));
      game.opponentIndex = group.opponent;
      game.type = group.conference ? 'C' : 'N';
      game.conference = group.conference;
      game.doubleheader = slot.games === 2;
      game.tournament = group.classic ? classicTitle : null;
      game.neutralHometeam = group.indicator === 'N' && random() < 0.5;
      placeAt(ctx, game, group.indicator, ctx.venues.classicTown);
      games.push(game);
    }
  }
  const lastDay = slots[slots.length - 1]?.day ?? ctx.today;
  const tournamentStart = lastDay - weekdayOf(lastDay) + 7 + 3;
  const tournamentTitle = `${ctx.venues.conferenceAbbrev} ${ctx.sportTitle} Tournament`;
  const rounds = seasonIndex === 0 ? Math.min(1, profile.tournamentGames) : profile.tournamentGames;
  for (let round = 0; round < rounds; round += 1) {
    const game = base(ctx, seasonIndex, { day: tournamentStart + round }, pickOf(random, profile.week[0]!.times));
    game.opponentIndex = confOrder[(round * 4 + 2) % CONFERENCE_MEMBERS]!;
    game.type = 'T';
    game.tournament = tournamentTitle;
    game.neutralHometeam = round % 2 === 0;
    placeAt(ctx, game, 'N', ctx.venues.tournamentTown);
    games.push(game);
  }
  // Scrimmages and exhibitions come before the opener, against teams from outside the schedule.
  const opener = slots[0]?.day ?? ctx.today;
  const outsiders = ctx.pool.length - 1;
  for (let i = 0; i < profile.exhibitions; i += 1) {
    const game = base(ctx, seasonIndex, { day: opener - 4 - i * 3 }, pickOf(random, slots[0]?.times ?? [18 * 60]));
    game.opponentIndex = outsiders - ((ctx.sportIndex + i) % 4);
    game.type = 'E';
    games.push(game);
  }
  for (let i = 0; i < profile.scrimmages; i += 1) {
    const game = base(ctx, seasonIndex, { day: opener - 9 - i * 3 }, 10 * 60);
    game.opponentIndex = outsiders - 4 - ((ctx.sportIndex + i) % 4);
    game.type = 'S';
    game.status = 'O';
    placeAt(ctx, game, random() < 0.5 ? 'H' : 'A', ctx.venues.town);
    games.push(game);
  }
  decorateDual(ctx, seasonIndex, games, edge);
  return games;
}

function decorateDual(ctx: PlanContext, seasonIndex: number, games: PlannedGame[], edge: number): void {
  const { random } = ctx;
  const ranked = POLL_SPORTS.has(ctx.sportCode) && edge > 0.14;
  const rank = Math.max(3, 25 - Math.round(edge * 60) + Math.floor(random() * 4));
  games.forEach((game, index) => {
    if (ranked && index >= 4 && game.type !== 'S') game.teamPrefix = `#${rank}`;
    if (game.opponentIndex !== null && game.opponentIndex < 2 && (seasonIndex + game.opponentIndex) % 2 === 0) game.opponentPrefix = `#${8 + game.opponentIndex * 9 + seasonIndex}`;
    game.isSpotlight = game.type !== 'S' && game.locationIndicator === 'H' && (MARQUEE_SPORTS.has(ctx.sportCode) ? game.conference || game.type === 'T' : random() < 0.08);
  });
}
