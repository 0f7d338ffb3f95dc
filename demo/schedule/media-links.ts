import type { SeededSport } from '../seed-sports';
import type { Random } from '../random';
import type { DemoSchool } from '../schools';
import type { GameLinkRecord } from '../../server/store/tables/schedule';
import { isoDay } from '../../server/schedule/school-clock';
import type { PlannedGame } from './planned-game';
import type { SchoolVenues, SportProfile } from './sport-profiles';

export interface GameMediaColumns {
  tv: string | null;
  radio: string | null;
  videoUrl: string | null;
  streamProvider: string | null;
  audioUrl: string | null;
  statsUrl: string | null;
  ticketsUrl: string | null;
  gameNote: string | null;
  promotionName: string | null;
  promotionLink: string | null;
  custom1: string | null;
  gameFiles: GameLinkRecord[];
  gameLinks: GameLinkRecord[];
  gameCenterEnabled: boolean;
}

const PROMOTIONS: Record<string, string[]> = {
  football: ['Homecoming', 'Military Appreciation Day', 'Family Weekend', 'Senior Day', 'Blackout Game'],
  mbball: ['Pack the House', 'Senior Night', 'Youth Sports Night', 'Alumni Night'],
  wbball: ['Pink Out', 'Senior Day', 'Girls & Women in Sports Day', 'Youth Day'],
  mhockey: ['Teddy Bear Toss', 'Senior Night', 'Hockey Fights Cancer Night'],
  baseball: ['Dollar Dog Night', 'Fireworks Night', 'Senior Day', 'Kids Run the Bases'],
  softball: ['Senior Day', 'Youth Softball Day', 'Strike Out Cancer'],
};
const DEFAULT_PROMOTIONS = ['Senior Day', 'Faculty & Staff Appreciation', 'Youth Day'];

/** TV, radio, stream, stats and ticket links of a game, and its notes: every link points at an example domain. */
export function mediaFor(random: Random, school: DemoSchool, venues: SchoolVenues, sport: SeededSport, profile: SportProfile, game: PlannedGame): GameMediaColumns {
  const day = isoDay(game.day);
  const base = `${school.key}/${sport.code}/${day}`;
  const hidden = game.type === 'S';
  const home = game.locationIndicator === 'H';
  const tv = !hidden && random() < profile.tvShare ? (game.conference && !home ? venues.tvNetworks[0]! : venues.tvNetworks[Math.floor(random() * venues.tvNetworks.length)]!) : null;
  let streamProvider: string | null = null;
  if (tv) streamProvider = tv;
  else if (!hidden && home) streamProvider = `${school.mascotPlural} All-Access`;
  else if (!hidden && game.conference) streamProvider = `${venues.conferenceAbbrev}.tv`;
  else if (!hidden && random() < 0.5) streamProvider = 'YouTube';
  const videoUrl = streamProvider === 'YouTube' ? `https://www.youtube.com/@${school.social.youtube}/live` : streamProvider ? `https://watch.example.com/${base}` : null;
  const radio = !hidden && profile.radio ? venues.radioStation : null;
  const promotion = home && !hidden && random() < 0.3 ? (PROMOTIONS[sport.code] ?? DEFAULT_PROMOTIONS)[Math.floor(random() * (PROMOTIONS[sport.code] ?? DEFAULT_PROMOTIONS).length)]! : null;
  const notes = !hidden && profile.liveStats;
  const played = game.result !== null;
  const gameLinks: GameLinkRecord[] = [];
  if (notes && played) gameLinks.push({ title: 'Postgame Notes', url: `https://static.example.com/${base}/postgame-notes.pdf` }, { title: 'Postgame Press Conference', url: `https://watch.example.com/${base}/press-conference` });
  if (notes && !played) gameLinks.push({ title: 'Pregame Notes', url: `https://static.example.com/${base}/pregame-notes.pdf` });
  return {
    tv,
    radio,
    videoUrl,
    streamProvider,
    audioUrl: radio ? `https://listen.example.com/${school.key}/${sport.code}` : null,
    statsUrl: !hidden && profile.liveStats ? `https://livestats.example.com/${base}` : null,
    ticketsUrl: !hidden && profile.ticketed && (home || game.type === 'T') ? `https://tickets.example.com/${base}` : null,
    gameNote: promotion,
    promotionName: promotion,
    promotionLink: promotion ? `https://${school.key}.example.edu/promotions/${sport.code}` : null,
    custom1: game.type === 'E' ? 'Exhibition' : null,
    gameFiles: notes ? [{ title: 'Game Notes', url: `https://static.example.com/${base}/game-notes.pdf` }] : [],
    gameLinks,
    gameCenterEnabled: !hidden && profile.liveStats,
  };
}
