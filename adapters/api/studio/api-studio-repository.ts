import type { MediaUpload, UploadProgress } from '../../../core/studio/media/media';
import type { AlertDraft } from '../../../core/studio/notices/notice';
import type { NewStaffAccount, StaffAccountChange } from '../../../core/studio/staff/staff-account';
import { textOrNull } from '../../../core/studio/notices/notice-rules';
import type { PromotionDraft } from '../../../core/studio/notices/promotion-notice';
import type { SplashDraft } from '../../../core/studio/notices/splash-notice';
import { storyWriteBody } from '../../../core/studio/stories/story-rules';
import type { StoryDraft } from '../../../core/studio/stories/story';
import type { PublishRequest, StoryQuery, StudioRepository } from '../../../core/studio/studio-repository.port';
import type { StudioStaff } from '../../../core/studio/studio-types';
import * as notices from './notice-mappers';
import * as wire from './studio-mappers';
import { StudioHttp, type StudioHttpOptions } from './studio-http';
import { staffAccount } from './staff-mappers';

const PAGE_SIZE = 20;
// The notices lists are short (a handful live at once); one page holds them.
const NOTICE_PAGE_SIZE = 100;
const nothing = () => null;
// A story's related game is picked from a sport's games: 300 at most, as before.
const STORY_GAME_PAGES = 3;

/** The studio over /api/studio (the wire contract of issue 25). */
export class ApiStudioRepository implements StudioRepository {
  private readonly http: StudioHttp;

  constructor(options: StudioHttpOptions) {
    this.http = new StudioHttp(options);
  }

  async staff(): Promise<StudioStaff | null> {
    const staff = (await this.http.session().catch(() => null)) as { staff?: { email?: unknown; displayName?: unknown; role?: unknown } | null } | null;
    const member = staff?.staff;
    if (!member || typeof member.email !== 'string') return null;
    return { email: member.email, displayName: typeof member.displayName === 'string' ? member.displayName : member.email, role: member.role === 'admin' ? 'admin' : 'editor' };
  }

  async stories(query: StoryQuery) {
    const { status, q, sportId, changedBy, sort, dir } = query;
    const raw = await this.http.read({ path: '/stories', query: { status, q, sportId, changedBy, sort, dir, ...(query.onSite ? { onSite: 'true' } : {}), ...(query.mine ? { mine: 'true' } : {}), page: query.page ?? 1, pageSize: PAGE_SIZE } });
    return { ...wire.page(raw, wire.storySummary), changers: wire.people((raw as { changers?: unknown }).changers) };
  }

  async story(id: number) {
    return wire.story(await this.http.read({ path: `/stories/${id}` }));
  }

  createStory(draft: StoryDraft) {
    return this.http.write({ method: 'POST', path: '/stories', json: storyWriteBody(draft) }, wire.storyStamp);
  }

  updateStory(id: number, version: number, draft: StoryDraft) {
    return this.http.write({ method: 'PUT', path: `/stories/${id}`, json: storyWriteBody(draft), version }, wire.storyStamp);
  }

  deleteStory(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/stories/${id}`, version }, nothing);
  }

  publishStory(id: number, version: number, request: PublishRequest) {
    return this.http.write({ method: 'POST', path: `/stories/${id}/publish`, json: request, version }, wire.storyStamp);
  }

  unpublishStory(id: number, version: number) {
    return this.http.write({ method: 'POST', path: `/stories/${id}/unpublish`, json: {}, version }, wire.storyStamp);
  }

  async storyHistory(id: number) {
    return wire.page(await this.http.read({ path: `/stories/${id}/history` }), wire.historyEntry).items;
  }

  restoreStoryVersion(id: number, version: number, restore: number) {
    return this.http.write({ method: 'POST', path: `/stories/${id}/history/${restore}/restore`, json: {}, version }, wire.storyStamp);
  }

  async media(query: { q?: string; kind?: 'image' | 'document'; page?: number }) {
    return wire.page(await this.http.read({ path: '/media', query: { q: query.q, kind: query.kind, page: query.page ?? 1, pageSize: 40 } }), wire.media);
  }

  async uploadMedia(file: MediaUpload, alt: string, onProgress?: UploadProgress) {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file as unknown as Blob, file.name);
    return this.http.outcome(await this.http.call({ method: 'POST', path: '/media', form }, { onProgress }), wire.media);
  }

  updateMedia(id: number, version: number, change: { alt: string; name: string }) {
    return this.http.write({ method: 'PUT', path: `/media/${id}`, json: change, version }, wire.media);
  }

  deleteMedia(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/media/${id}`, version }, nothing);
  }

  async alerts() {
    const body = await this.http.read({ path: '/alerts' });
    return wire.page(Array.isArray(body) ? { items: body } : body, wire.alert).items;
  }

  saveAlert(id: number | null, version: number | null, draft: AlertDraft) {
    const json = { ...draft, link: draft.link.trim() || null, message: draft.message.trim() || null };
    return id === null || version === null
      ? this.http.write({ method: 'POST', path: '/alerts', json }, wire.alert)
      : this.http.write({ method: 'PUT', path: `/alerts/${id}`, json, version }, wire.alert);
  }

  deleteAlert(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/alerts/${id}`, version }, nothing);
  }

  // --- Splash pages and promotions (studio notices) ---
  async splashes() {
    return notices.splashList(await this.http.read({ path: '/splash', query: { pageSize: NOTICE_PAGE_SIZE } }));
  }

  saveSplash(id: number | null, version: number | null, draft: SplashDraft) {
    const { imageUrl: _shown, ...fields } = draft;
    const json = { ...fields, html: textOrNull(draft.html), link: textOrNull(draft.link), imageAlt: draft.imageId === null ? null : draft.imageAlt.trim() };
    return this.saveNotice('/splash', id, version, json, notices.splash);
  }

  deleteSplash(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/splash/${id}`, version }, nothing);
  }

  async promotions() {
    return notices.promotionList(await this.http.read({ path: '/promotions', query: { pageSize: NOTICE_PAGE_SIZE } }));
  }

  savePromotion(id: number | null, version: number | null, draft: PromotionDraft) {
    const { imageUrl: _shown, ...fields } = draft;
    const json = { ...fields, html: textOrNull(draft.html), link: textOrNull(draft.link), hoverText: textOrNull(draft.hoverText), imageAlt: draft.imageId === null ? null : draft.imageAlt.trim() };
    return this.saveNotice('/promotions', id, version, json, notices.promotion);
  }

  deletePromotion(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/promotions/${id}`, version }, nothing);
  }

  /** POST a new notice, or PUT over `version` of an existing one. */
  private saveNotice<T>(path: string, id: number | null, version: number | null, json: unknown, map: (body: unknown) => T | null) {
    return id === null || version === null ? this.http.write({ method: 'POST', path, json }, map) : this.http.write({ method: 'PUT', path: `${path}/${id}`, json, version }, map);
  }
  // --- end splash pages and promotions ---

  // --- A story's related game ---
  async storyGames(sportId: number) {
    // The studio's schedule list (issue 26): every season's games, at most three pages; the picker wants the newest first.
    const items: unknown[] = [];
    for (let page = 1; page <= STORY_GAME_PAGES; page += 1) {
      const answer = (await this.http.read({ path: '/games', query: { sportId, page, pageSize: 100 } })) as { items?: unknown[]; total?: unknown };
      items.push(...(answer.items ?? []));
      if (typeof answer.total !== 'number' || items.length >= answer.total) break;
    }
    const choices = items.map((item) => {
      const game = (item ?? {}) as Record<string, unknown>;
      return { id: game.id, date: game.startsAt, opponent: game.opponent, location: game.location, season: game.season };
    });
    return notices.gameChoices({ items: choices }).sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
  }
  // --- end related game ---

  async activity(query: { page: number; kind?: string | null }) {
    const raw = await this.http.read({ path: '/activity', query: { page: query.page, kind: query.kind ?? undefined } });
    const kinds = (raw as { kinds?: unknown }).kinds;
    return { ...wire.page(raw, wire.activity), kinds: Array.isArray(kinds) ? kinds.filter((kind): kind is string => typeof kind === 'string') : [] };
  }

  // ---- Staff accounts (/api/studio/staff, administrators only) ----

  async staffAccounts() {
    return wire.page(await this.http.read({ path: '/staff', query: { pageSize: 100 } }), staffAccount).items;
  }

  addStaffAccount(account: NewStaffAccount) {
    return this.http.write({ method: 'POST', path: '/staff', json: { ...account, email: account.email.trim(), name: account.name.trim() } }, staffAccount);
  }

  changeStaffAccount(id: number, version: number, change: Partial<StaffAccountChange>) {
    return this.http.write({ method: 'PUT', path: `/staff/${id}`, json: change, version }, staffAccount);
  }

  removeStaffAccount(id: number, version: number) {
    return this.http.write({ method: 'DELETE', path: `/staff/${id}`, version }, nothing);
  }

  // ---- end of staff accounts ----
}
