import { sql } from 'drizzle-orm';
import type { Db } from '../../server/store/database';
import { siteSettings, ticketEvents, ticketPackages, ticketSportPages } from '../../server/store/tables/site';
import type { TicketingDocument } from '../../server/store/tables/site-documents';
import type { DemoSchool } from '../schools';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { bannerSvg } from './site-artwork';

const DAY = 86_400_000;

// Sports the ticket office sells packages for, with their season-code prefix and lowest price.
const TICKETED: Record<string, { prefix: string; price: number }> = {
  football: { prefix: 'F', price: 25 },
  mbball: { prefix: 'MB', price: 15 },
  wbball: { prefix: 'WB', price: 10 },
  mhockey: { prefix: 'MH', price: 14 },
  baseball: { prefix: 'BS', price: 8 },
  softball: { prefix: 'SB', price: 6 },
  wvball: { prefix: 'VB', price: 8 },
};

// Used only when the schedule has no upcoming home games to sell.
const FALLBACK_OPPONENTS = ['Northfield College', 'Pine Valley University', 'Granite Peak State', 'Lakeshore Tech', 'Western Plains University', 'Cedar Bluff College'];

interface HomeGame {
  id: number | null;
  sportId: number;
  date: Date;
  opponent: string | null;
  location: string | null;
  facility: string | null;
}

/** Upcoming home games from the schedule part, when its tables exist. */
async function upcomingHomeGames(db: Db, tenantId: number, today: number): Promise<HomeGame[]> {
  const exists = (await db.execute(sql`SELECT to_regclass('games') IS NOT NULL AND to_regclass('opponents') IS NOT NULL AS ready`)) as unknown as { rows: Array<{ ready: boolean }> };
  if (!exists.rows[0]?.ready) return [];
  const result = (await db.execute(sql`
    SELECT g.id, g.sport_id, g.date, g.location, g.facility, o.title AS opponent
    FROM games g LEFT JOIN opponents o ON o.id = g.opponent_id
    WHERE g.tenant_id = ${tenantId} AND g.location_indicator = 'H' AND g.date >= ${new Date(today).toISOString()} AND g.date < ${new Date(today + 60 * DAY).toISOString()}
    ORDER BY g.date, g.id LIMIT 40`)) as unknown as { rows: Array<{ id: number; sport_id: number; date: string | Date; location: string | null; facility: string | null; opponent: string | null }> };
  return result.rows.map((row) => ({ id: row.id, sportId: row.sport_id, date: new Date(row.date), opponent: row.opponent, location: row.location, facility: row.facility }));
}

function fallbackGames(school: DemoSchool, sports: SeededSport[], today: number): HomeGame[] {
  return sports
    .filter((sport) => TICKETED[sport.code])
    .flatMap((sport, index) =>
      [0, 1].map((n) => ({
        id: null,
        sportId: sport.id,
        date: new Date(today + (3 + index * 2 + n * 7) * DAY + 19 * 3_600_000),
        opponent: FALLBACK_OPPONENTS[(index + n) % FALLBACK_OPPONENTS.length] ?? null,
        location: school.city,
        facility: null,
      })),
    );
}

function ticketingDocument(school: DemoSchool, seasonCodes: string[], mediaUrl: (path: string) => string): TicketingDocument {
  const link = (title: string, text: string, body: string, icon: string, image: string, url: string) => ({ title, text, body, icon, imagePath: mediaUrl(image), url });
  return {
    seasonCodes,
    info: {
      resVersion: null,
      backOfficeTimeZone: school.timeZone,
      backOfficeServerName: 'demo-ticketing-01',
      defaultCountryCode: 'US',
      ticketingOrganization: school.initials,
      pdiVersion: '2.4.0',
      appVersion: '1.0.0-demo',
      hostname: 'tickets.example.com',
      defaultCurrencyCode: 'USD',
    },
    pageLocation: { showOnSportFile: true, showOnRoster: true, showOnRosterBio: false, showOnCoaches: false, showOnCoachesBio: false, showOnArchives: true, showOnBoxscore: true, showOnFacilities: true },
    experience: {
      contact: { address: `Athletics Ticket Office, ${school.address}`, email: `tickets@${school.key}.example.edu`, phone: school.phone },
      hours: 'Monday to Friday, 9 a.m. to 5 p.m.; game days from two hours before the first pitch, puck drop or kickoff',
      isContactInfoAtTop: true,
      headerLinks: [
        link('Season Tickets', 'Buy season tickets', 'The same seats for every home game, at the best price.', 'ticket', 'tickets/season.svg', '/tickets#season-tickets'),
        link('Parking', 'Parking and directions', 'Lots open three hours before kickoff; accessible parking by every gate.', 'car', 'tickets/parking.svg', '/facilities'),
        link('Groups', 'Group outings', 'Groups of 15 or more save on every home game.', 'users', 'tickets/groups.svg', '/tickets#groups'),
      ],
      footerLinks: [
        link('Policies', 'Ticket policies', 'Refunds, exchanges and the clear bag policy.', 'document', 'tickets/policies.svg', '/documents/ticket-policies'),
      ],
    },
  };
}

/** The ticket office: settings, season packages, upcoming ticketed events and each sport's ticket page. */
export async function seedTicketing({ db, tenantId, school, sports, today, mediaUrl, storeMedia }: SeedContext): Promise<void> {
  const year = String(new Date(today).getUTCFullYear()).slice(2);
  const ticketed = sports.filter((sport) => TICKETED[sport.code]);
  const bySport = new Map(sports.map((sport) => [sport.id, sport]));
  const storeUrl = (path: string) => `//tickets.example.com/${school.key}/${path}`;

  await storeMedia([
    ...['season', 'parking', 'groups', 'policies'].map((name) => ({ path: `tickets/${name}.svg`, body: bannerSvg(school, name[0]!.toUpperCase() + name.slice(1), 'Tickets', 400, 200), alt: `${school.shortName} tickets: ${name}` })),
    ...ticketed.map((sport) => ({ path: `tickets/${sport.slug}.svg`, body: bannerSvg(school, `${sport.shortDisplay} Tickets`, 'On Sale', 800, 300), alt: `${sport.title} tickets on sale` })),
  ]);

  const packages = ticketed.flatMap((sport, index) => {
    const code = `${TICKETED[sport.code]!.prefix}${year}`;
    const season = {
      tenantId, sportId: sport.id, rank: index * 2, type: 'season', seasonCode: code, itemCode: `${code}-SEASON`,
      information: `${sport.title} season tickets: every regular-season home game in the same seat.`,
      depositTitle: `${sport.title} Season Tickets`, linkName: 'Buy season tickets', ticketUrl: storeUrl(`season/${sport.slug}`), maximumQuantity: 8,
    };
    const deposit = {
      tenantId, sportId: sport.id, rank: index * 2 + 1, type: 'deposit', seasonCode: code, itemCode: `${code}-DEPOSIT`,
      information: `A $50 deposit per seat holds your place in line for ${sport.title} postseason tickets.`,
      depositTitle: `${sport.title} Postseason Deposit`, linkName: 'Place a deposit', ticketUrl: storeUrl(`deposit/${sport.slug}`), maximumQuantity: 4, seasonDeposit: true, showQuantity: false,
    };
    // Only the two biggest sports take postseason deposits.
    return index < 2 ? [season, deposit] : [season];
  });
  if (packages.length > 0) await db.insert(ticketPackages).values(packages);

  const isTicketed = (game: HomeGame) => Boolean(TICKETED[bySport.get(game.sportId)?.code ?? '']);
  const scheduled = (await upcomingHomeGames(db, tenantId, today)).filter(isTicketed);
  const games = scheduled.length > 0 ? scheduled : fallbackGames(school, sports, today);
  if (games.length > 0) {
    await db.insert(ticketEvents).values(
      games.map((game, index) => {
        const sport = bySport.get(game.sportId)!;
        return {
          tenantId, sportId: sport.id, gameId: game.id,
          title: game.opponent ? `${sport.title} vs. ${game.opponent}` : `${sport.title} home event`,
          opponent: game.opponent, startsAt: game.date, location: game.location ?? school.city, facility: game.facility,
          ticketUrl: storeUrl(`events/${game.id ?? `demo-${index + 1}`}`),
          priceFrom: TICKETED[sport.code]?.price ?? null,
          onSale: true,
        };
      }),
    );
  }

  if (ticketed.length > 0) {
    await db.insert(ticketSportPages).values(
      ticketed.map((sport, ranking) => ({
        tenantId, sportId: sport.id, ranking,
        image: { url: mediaUrl(`tickets/${sport.slug}.svg`), alt: `${sport.title} tickets` },
        sections: [
          { title: 'Season Tickets', body: `Reserve your seats for every ${sport.title} home game and get first access to postseason tickets.`, links: [{ text: 'Buy season tickets', url: storeUrl(`season/${sport.slug}`) }] },
          { title: 'Single-Game Tickets', body: 'Single-game tickets go on sale four weeks before each game.', links: [{ text: 'See the schedule', url: `/sports/${sport.slug}/schedule` }] },
          { title: 'Groups and Hospitality', body: 'Birthday parties, youth teams and company outings: our group team plans it with you.', links: [{ text: 'Contact the ticket office', url: '/tickets#contact' }] },
        ],
      })),
    );
  }

  await db.insert(siteSettings).values({ tenantId, kind: 'ticketing', value: ticketingDocument(school, [...new Set(packages.map((item) => item.seasonCode))], mediaUrl) });
}
