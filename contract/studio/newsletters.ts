import { z } from 'zod';
import { isoInstant, studioPersonWire } from './studio-common';

/**
 * Issue 46: the studio's newsletters (/api/studio/newsletters). Editors compose and test; an administrator sends
 * (now or at a time). A newsletter goes to every confirmed fan who chose news of one of its sports, or to every
 * confirmed fan when it names none.
 */

export const NEWSLETTER_SUBJECT_MESSAGE = 'Enter a subject line.';
export const NEWSLETTER_STORIES_MESSAGE = 'Pick at least one published story, or write an introduction.';
export const NEWSLETTER_SEND_AT_MESSAGE = 'Choose a time in the future.';

/** PUT / POST body: what the editor composed. */
export const newsletterBody = z
  .object({
    subject: z
      .string({ error: NEWSLETTER_SUBJECT_MESSAGE })
      .trim()
      .min(1, { error: NEWSLETTER_SUBJECT_MESSAGE })
      .max(150, { error: 'Keep the subject under 150 characters.' }),
    introHtml: z.string({ error: 'Enter the introduction as HTML.' }).max(50_000, { error: 'Keep the introduction under 50,000 characters.' }).default(''),
    /** Published stories of the school, in the order the newsletter shows them. */
    storyIds: z.array(z.number().int().positive()).max(30, { error: 'A newsletter holds at most 30 stories.' }).default([]),
    /** The sports it goes to; empty: everyone. */
    sportIds: z.array(z.number().int().positive()).max(200).default([]),
  })
  .refine((body) => body.storyIds.length > 0 || body.introHtml.replace(/<[^>]*>/g, '').trim() !== '', { error: NEWSLETTER_STORIES_MESSAGE, path: ['storyIds'] });
export type NewsletterBody = z.input<typeof newsletterBody>;

/** POST /newsletters/{id}/send: now (no body or sendAt null) or at a time; admins only. */
export const newsletterSendBody = z.object({ sendAt: isoInstant(NEWSLETTER_SEND_AT_MESSAGE).nullish() }).default({});
export type NewsletterSendBody = z.input<typeof newsletterSendBody>;

/** How its send went, from the outbox: counted per delivery. */
export const newsletterDeliveryCounts = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Fans who unsubscribed (from anything) since it was sent. */
  unsubscribesSince: z.number().int(),
});
export type NewsletterDeliveryCounts = z.infer<typeof newsletterDeliveryCounts>;

export const newsletterWire = z.object({
  id: z.number().int(),
  version: z.number().int(),
  subject: z.string(),
  introHtml: z.string(),
  storyIds: z.array(z.number().int()),
  sportIds: z.array(z.number().int()),
  status: z.enum(['draft', 'scheduled', 'sent']),
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: studioPersonWire.nullable(),
  /** null until it is sent. */
  delivery: newsletterDeliveryCounts.nullable(),
});
export type NewsletterWire = z.infer<typeof newsletterWire>;

export const newsletterListWire = z.object({ items: z.array(newsletterWire) });
export type NewsletterListWire = z.infer<typeof newsletterListWire>;

/** GET /newsletters/{id}/preview: the mail as it will arrive (the recipient's unsubscribe link is a stand-in). */
export const newsletterPreviewWire = z.object({ subject: z.string(), html: z.string(), text: z.string(), recipients: z.number().int() });
export type NewsletterPreviewWire = z.infer<typeof newsletterPreviewWire>;

/** POST /newsletters/{id}/test: queued to the signed-in staff member's own address. */
export const newsletterTestWire = z.object({ email: z.string() });
export type NewsletterTestWire = z.infer<typeof newsletterTestWire>;

/** GET /outbox: the latest mails and pushes the school sent or is sending (the embedded default's .eml files among them). */
export const outboxItemWire = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(['mail', 'push']),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** GET this to read the .eml file; null when the mail went by SMTP or is not sent yet. */
  emlUrl: z.string().nullable(),
});
export const outboxListWire = z.object({ items: z.array(outboxItemWire) });
export type OutboxItemWire = z.infer<typeof outboxItemWire>;
export type OutboxListWire = z.infer<typeof outboxListWire>;
