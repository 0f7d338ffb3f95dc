import type { StudioPerson } from '../studio-types';

/** Issue 46: a newsletter of the studio (contract/studio/newsletters.ts). */
export type NewsletterStatus = 'draft' | 'scheduled' | 'sent';

/** What an editor composes: the body of POST and PUT /api/studio/newsletters. */
export interface NewsletterDraft {
  subject: string;
  introHtml: string;
  /** Published stories, in the order the newsletter shows them. */
  storyIds: number[];
  /** The sports it goes to; none: every confirmed fan. */
  sportIds: number[];
}

/** How its send went, counted per delivery. */
export interface DeliveryCounts {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  /** Fans who unsubscribed since it was sent. */
  unsubscribesSince: number;
}

export interface Newsletter extends NewsletterDraft {
  id: number;
  version: number;
  status: NewsletterStatus;
  sendAt: string | null;
  sentAt: string | null;
  updatedAt: string | null;
  updatedBy: StudioPerson | null;
  /** null until it is sent. */
  delivery: DeliveryCounts | null;
}

/** The mail as it will arrive, and how many confirmed fans it goes to. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
  recipients: number;
}

/** A mail or push of the outbox (the embedded default's .eml file among them). */
export interface OutboxItem {
  id: number;
  kind: string;
  channel: 'mail' | 'push';
  recipient: string;
  subject: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** The .eml file to download; null when it went by SMTP or is not sent yet. */
  emlUrl: string | null;
}

export const EMPTY_NEWSLETTER_DRAFT: NewsletterDraft = { subject: '', introHtml: '', storyIds: [], sportIds: [] };

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sent: 'Sent' };
