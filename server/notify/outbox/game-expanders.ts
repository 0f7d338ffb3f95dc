import { and, arrayContains, eq, lt } from 'drizzle-orm';
import { finalAlertDue } from '../../../core/notify/final-alert';
import { gameWireById } from '../../api/story-game-wire';
import { games } from '../../store/tables/schedule';
import { pushSubscriptions } from '../../store/tables/notifications';
import { newsletterSubscriptions } from '../../store/tables/subscriptions';
import { renderFinalScoreMail } from '../mail/render-mail';
import type { FinalScoreMailInput } from '../mail/mail-content';
import { HARD_BOUNCE_LIMIT } from '../newsletter-audience';
import { mailRecipientsWhere, NOTHING_TO_SEND, payloadId, pushRecipientsWhere, type ExpandContext, type Expander, type Recipient } from './expansion';

const DECISION_WORD: Record<string, string> = { W: 'Win', L: 'Loss', T: 'Tie' };

function pushRecipients({ db, tenant }: ExpandContext, sportId: number, topic: 'final' | 'start'): Promise<Recipient[]> {
  return pushRecipientsWhere(db, and(eq(pushSubscriptions.tenantId, tenant.id), eq(pushSubscriptions.sportId, sportId), arrayContains(pushSubscriptions.topics, [topic])));
}

function finalMailRecipients({ db, tenant }: ExpandContext, sportId: number): Promise<Recipient[]> {
  const fan = newsletterSubscriptions;
  return mailRecipientsWhere(db, and(eq(fan.tenantId, tenant.id), eq(fan.status, 'confirmed'), lt(fan.hardBounces, HARD_BOUNCE_LIMIT), arrayContains(fan.finalSportIds, [sportId])));
}

/**
 * Issue 46: a game's final, to every confirmed fan of that sport's finals and every device that asked. Read when
 * the event is expanded (moments after the final): a correction made before then is what goes out; one made after
 * sends nothing more (one alert per game). A result cleared or a game made a scrimmage by then sends nothing.
 */
export const expandFinal: Expander = async (context, payload) => {
  const { db, tenant, brand } = context;
  const gameId = payloadId(payload, 'gameId');
  if (gameId === null) return NOTHING_TO_SEND;
  const [row] = await db.select().from(games).where(and(eq(games.tenantId, tenant.id), eq(games.id, gameId)));
  const wire = row ? await gameWireById(db, tenant.id, gameId) : undefined;
  if (!row || !wire || !finalAlertDue(row) || !wire.result) return NOTHING_TO_SEND;
  const teamName = brand.name;
  const opponentName = [wire.opponent.prefix, wire.opponent.title].filter(Boolean).join(' ');
  const line = row.lineScores;
  const total = (values: string[]) => String(values.reduce((sum, value) => sum + (Number(value) || 0), 0));
  const input: FinalScoreMailInput = {
    brand,
    sportTitle: wire.sport.title,
    decision: row.resultStatus!,
    teamName,
    teamScore: row.teamScore ?? '',
    opponentName,
    opponentScore: row.opponentScore ?? '',
    atOrVs: row.locationIndicator === 'A' ? 'at' : 'vs.',
    dateText: new Intl.DateTimeFormat('en-US', { timeZone: tenant.timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(row.date),
    location: [row.facility, row.location].filter(Boolean).join(', ') || null,
    postscore: row.postscore,
    lineScore: line && line.periods.length > 0
      ? { periods: line.periods, rows: [{ name: teamName, scores: line.team, total: row.teamScore ?? total(line.team) }, { name: opponentName, scores: line.opponent, total: row.opponentScore ?? total(line.opponent) }] }
      : null,
    boxScoreUrl: wire.result.boxscore ? `${brand.siteUrl}${wire.result.boxscore}` : null,
    recapUrl: wire.result.recap ? `${brand.siteUrl}${wire.result.recap.url}` : null,
    gameUrl: `${brand.siteUrl}/game-center/${gameId}`,
  };
  const mail = await renderFinalScoreMail(input);
  const word = DECISION_WORD[row.resultStatus!] ?? row.resultStatus!;
  const push = { title: `${wire.sport.title} final: ${word}`, body: `${teamName} ${input.teamScore}, ${opponentName} ${input.opponentScore}${row.postscore ? ` (${row.postscore})` : ''}`, url: input.gameUrl, tag: `final-${gameId}`, icon: brand.logoUrl };
  return { content: { mail, push }, recipients: [...(await finalMailRecipients(context, row.sportId)), ...(await pushRecipients(context, row.sportId, 'final'))] };
};

/** Issue 46: a game going live, to the devices that asked for its sport's starts (push only). */
export const expandStart: Expander = async (context, payload) => {
  const { db, tenant, brand } = context;
  const gameId = payloadId(payload, 'gameId');
  if (gameId === null) return NOTHING_TO_SEND;
  const wire = await gameWireById(db, tenant.id, gameId);
  if (!wire || wire.status !== 'A' || wire.type === 'S') return NOTHING_TO_SEND;
  const opponent = [wire.opponent.prefix, wire.opponent.title].filter(Boolean).join(' ');
  const push = { title: `${wire.sport.title} is under way`, body: `${brand.name} ${wire.atVs === 'at' ? 'at' : 'vs.'} ${opponent}: follow it live.`, url: `${brand.siteUrl}/game-center/${gameId}`, tag: `start-${gameId}`, icon: brand.logoUrl, ttlSeconds: 1800 };
  return { content: { push }, recipients: await pushRecipients(context, wire.sport.id, 'start') };
};
