import { and, eq } from 'drizzle-orm';
import { SUBSCRIBE_CONFIRM_PARAM, SUBSCRIBE_PATH } from '../../../core/info/subscribe-form';
import { sports } from '../../store/tables/foundation';
import { newsletterSubscriptions } from '../../store/tables/subscriptions';
import { secretHash } from '../../subscriptions/subscription-secrets';
import { renderConfirmationMail } from '../mail/render-mail';
import { NOTHING_TO_SEND, payloadId, type Expander } from './expansion';

/** The school's wall-clock time of an instant: 'Tuesday, December 8, 7:32 AM'. */
export function schoolTimeText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at);
}

/** A sign-up's confirmation: one mail, to an address whose link is still the one this event carries. */
export const expandConfirmation: Expander = async ({ db, tenant, brand }, payload) => {
  const id = payloadId(payload, 'subscriptionId');
  const secret = typeof payload.secret === 'string' ? payload.secret : null;
  if (id === null || secret === null) return NOTHING_TO_SEND;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.tenantId, tenant.id)));
  // Used, replaced by a newer link, or unsubscribed since: this link would not work, so it is not sent.
  if (!row || row.confirmTokenHash !== secretHash(secret) || !row.confirmExpiresAt) return NOTHING_TO_SEND;
  const choice = row.pendingChoice ?? { sportIds: row.sportIds, finalSportIds: row.finalSportIds };
  const titles = new Map((await db.select({ id: sports.id, title: sports.title }).from(sports).where(eq(sports.tenantId, tenant.id))).map((sport) => [sport.id, sport.title]));
  const names = (ids: number[]) => ids.map((sportId) => titles.get(sportId)).filter((title): title is string => Boolean(title));
  const mail = await renderConfirmationMail({
    brand,
    confirmUrl: `${brand.siteUrl}${SUBSCRIBE_PATH}?${SUBSCRIBE_CONFIRM_PARAM}=${secret}`,
    newsSports: choice.sportIds.length === 0 ? ['All sports'] : names(choice.sportIds),
    finalSports: names(choice.finalSportIds),
    expiresText: schoolTimeText(row.confirmExpiresAt, tenant.timeZone),
  });
  return { content: { mail }, recipients: [{ channel: 'mail', recipient: row.email, subscriptionId: null }] };
};
