import type { NewsletterDraft } from '../../../core/studio/newsletters/newsletter';
import type { NewsletterStudioRepository } from '../../../core/studio/newsletters/newsletter-studio-repository.port';
import * as wire from './newsletter-mappers';
import { StudioHttp, type StudioHttpOptions } from './studio-http';

const nothing = () => null;

/** The studio's newsletters and outbox over /api/studio (contract/studio/newsletters.ts). */
export class ApiNewsletters implements NewsletterStudioRepository {
  private readonly http: StudioHttp;

  constructor(options: StudioHttpOptions | StudioHttp) {
    this.http = options instanceof StudioHttp ? options : new StudioHttp(options);
  }

  async newsletters() {
    return wire.newsletterList(await this.http.read({ path: '/newsletters' }));
  }

  async newsletter(id: number) {
    const body = await this.http.read({ path: `/newsletters/${id}` });
    return body === null ? null : wire.newsletter(body);
  }

  saveNewsletter(id: number | null, version: number | null, draft: NewsletterDraft) {
    const json = wire.newsletterBody(draft);
    return id === null || version === null ? this.http.write({ method: 'POST', path: '/newsletters', json }, wire.newsletter) : this.http.write({ method: 'PUT', path: `/newsletters/${id}`, json, version }, wire.newsletter);
  }

  deleteNewsletter(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/newsletters/${id}`, version }, nothing);
  }

  async preview(id: number) {
    return wire.preview(await this.http.read({ path: `/newsletters/${id}/preview` }));
  }

  sendTest(id: number) {
    return this.http.write({ method: 'POST', path: `/newsletters/${id}/test`, json: {} }, wire.testAnswer);
  }

  // The version goes along (If-Match) so a send is of the newsletter as this editor last saw it.
  send(id: number, version: number, sendAt: string | null) {
    return this.http.write({ method: 'POST', path: `/newsletters/${id}/send`, json: { sendAt }, version }, wire.newsletter);
  }

  unschedule(id: number, version: number) {
    return this.http.write({ method: 'POST', path: `/newsletters/${id}/unschedule`, json: {}, version }, wire.newsletter);
  }

  async outbox() {
    return wire.outboxList(await this.http.read({ path: '/outbox' }));
  }
}
