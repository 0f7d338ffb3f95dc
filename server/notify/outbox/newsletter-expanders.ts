import { and, eq } from 'drizzle-orm';
import { newsletters } from '../../store/tables/newsletters';
import { newsletterAudience } from '../newsletter-audience';
import { renderNewsletter } from '../newsletter-content';
import { mailRecipientsWhere, NOTHING_TO_SEND, payloadId, type ExpandContext, type Expander } from './expansion';

async function newsletterOf({ db, tenant }: ExpandContext, payload: Record<string, unknown>) {
  const id = payloadId(payload, 'newsletterId');
  if (id === null) return undefined;
  const [row] = await db.select().from(newsletters).where(and(eq(newsletters.tenantId, tenant.id), eq(newsletters.id, id)));
  return row;
}

/** A newsletter's send: rendered once, to every confirmed fan of its audience as the send finds them. */
export const expandNewsletter: Expander = async (context, payload) => {
  const newsletter = await newsletterOf(context, payload);
  if (!newsletter) return NOTHING_TO_SEND;
  const mail = await renderNewsletter(context.db, context.tenant, context.brand, newsletter, context.at);
  return { content: { mail }, recipients: await mailRecipientsWhere(context.db, newsletterAudience(context.tenant.id, newsletter.sportIds)) };
};

/** "Send me a test": the newsletter as it stands, to the staff member's own address, marked as a test. */
export const expandNewsletterTest: Expander = async (context, payload) => {
  const newsletter = await newsletterOf(context, payload);
  const email = typeof payload.email === 'string' ? payload.email : null;
  if (!newsletter || !email) return NOTHING_TO_SEND;
  const mail = await renderNewsletter(context.db, context.tenant, context.brand, newsletter, context.at);
  return { content: { mail: { ...mail, subject: `[Test] ${mail.subject}` } }, recipients: [{ channel: 'mail', recipient: email, subscriptionId: null }] };
};
