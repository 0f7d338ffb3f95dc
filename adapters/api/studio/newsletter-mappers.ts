import { newsletterListWire, newsletterPreviewWire, newsletterTestWire, newsletterWire, outboxListWire } from '../../../contract/studio/newsletters';
import type { Newsletter, NewsletterDraft, NewsletterPreview, OutboxItem } from '../../../core/studio/newsletters/newsletter';

// The newsletter answers of /api/studio, parsed with the contract's own schemas (DESIGN 3); an answer that
// is not one maps to null (a write then says the server's answer could not be read).

export function newsletter(value: unknown): Newsletter | null {
  const parsed = newsletterWire.safeParse(value);
  if (!parsed.success) return null;
  const { updatedBy, ...rest } = parsed.data;
  return { ...rest, updatedBy: updatedBy && updatedBy.id !== null ? { id: updatedBy.id, name: updatedBy.name } : null };
}

export function newsletterList(value: unknown): Newsletter[] {
  const parsed = newsletterListWire.safeParse(value);
  if (!parsed.success) throw new Error('The server’s list of newsletters could not be read.');
  return parsed.data.items.map((item) => newsletter(item)!);
}

export function preview(value: unknown): NewsletterPreview | null {
  if (value === null) return null;
  const parsed = newsletterPreviewWire.safeParse(value);
  if (!parsed.success) throw new Error('The server’s preview could not be read.');
  return parsed.data;
}

export function outboxList(value: unknown): OutboxItem[] {
  const parsed = outboxListWire.safeParse(value);
  if (!parsed.success) throw new Error('The server’s list of sent mail could not be read.');
  return parsed.data.items;
}

/** A test's answer (202): the address it went to, when the server names it. */
export function testAnswer(value: unknown): { email: string | null } {
  return { email: newsletterTestWire.safeParse(value).data?.email ?? null };
}

/** The body of POST /newsletters and PUT /newsletters/{id} (contract newsletterBody). */
export function newsletterBody(draft: NewsletterDraft) {
  return { subject: draft.subject.trim(), introHtml: draft.introHtml, storyIds: draft.storyIds, sportIds: draft.sportIds };
}
