import type { WriteOutcome } from '../studio-types';
import type { Newsletter, NewsletterDraft, NewsletterPreview, OutboxItem } from './newsletter';

/**
 * The studio's newsletters and outbox (/api/studio/newsletters, /outbox; issue 46). Reads throw when the server
 * cannot be asked (a missing newsletter is null); writes answer how they ended, as StudioRepository's do.
 */
export interface NewsletterStudioRepository {
  newsletters(): Promise<Newsletter[]>;
  newsletter(id: number): Promise<Newsletter | null>;
  /** POST a new newsletter (id null), or PUT the whole draft over `version` (If-Match). */
  saveNewsletter(id: number | null, version: number | null, draft: NewsletterDraft): Promise<WriteOutcome<Newsletter>>;
  deleteNewsletter(id: number, version: number): Promise<WriteOutcome<null>>;
  preview(id: number): Promise<NewsletterPreview | null>;
  /** A test mail to the signed-in staff member's own address (which the server may name). */
  sendTest(id: number): Promise<WriteOutcome<{ email: string | null }>>;
  /** Administrators only: now (sendAt null) or at an ISO instant. */
  send(id: number, version: number, sendAt: string | null): Promise<WriteOutcome<Newsletter>>;
  unschedule(id: number, version: number): Promise<WriteOutcome<Newsletter>>;
  /** The latest mails and pushes of the school. */
  outbox(): Promise<OutboxItem[]>;
}
