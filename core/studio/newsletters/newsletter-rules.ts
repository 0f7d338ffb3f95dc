import type { DeliveryCounts, Newsletter, NewsletterDraft } from './newsletter';

export const NEWSLETTERS_PATH = '/studio/newsletters';
export const newsletterPath = (id: number | null) => `${NEWSLETTERS_PATH}/${id ?? 'new'}`;

/** The compose screen's URL parameter: an id, or 'new'; anything else is no newsletter. */
export function newsletterIdParam(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function draftOf(newsletter: Newsletter): NewsletterDraft {
  return { subject: newsletter.subject, introHtml: newsletter.introHtml, storyIds: [...newsletter.storyIds], sportIds: [...newsletter.sportIds] };
}

export function sameDraft(a: NewsletterDraft, b: NewsletterDraft): boolean {
  const same = (x: number[], y: number[]) => x.length === y.length && x.every((value, index) => value === y[index]);
  return a.subject === b.subject && a.introHtml === b.introHtml && same(a.storyIds, b.storyIds) && same([...a.sportIds].sort(), [...b.sportIds].sort());
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

const count = new Intl.NumberFormat('en-US');

/** "9,812 sent · 3 queued · 2 failed · 14 unsubscribed since" (parts that are none left out, but always the sent count). */
export function deliverySummary(delivery: DeliveryCounts): string {
  const parts = [`${count.format(delivery.sent)} sent`];
  if (delivery.queued > 0) parts.push(`${count.format(delivery.queued)} queued`);
  if (delivery.failed > 0) parts.push(`${count.format(delivery.failed)} failed`);
  if (delivery.unsubscribesSince > 0) parts.push(`${count.format(delivery.unsubscribesSince)} unsubscribed since`);
  return parts.join(' · ');
}

/** "Goes to 1 confirmed fan" / "Goes to 9,812 confirmed fans". */
export function recipientsWords(recipients: number): string {
  return `${count.format(recipients)} confirmed ${recipients === 1 ? 'fan' : 'fans'}`;
}
