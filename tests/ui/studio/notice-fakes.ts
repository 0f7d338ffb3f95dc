import type { PromotionDraft, PromotionList, PromotionNotice } from '../../../core/studio/notices/promotion-notice';
import type { SplashDraft, SplashNotice } from '../../../core/studio/notices/splash-notice';
import type { StudioRepository } from '../../../core/studio/studio-repository.port';
import type { WriteOutcome } from '../../../core/studio/studio-types';

/**
 * The splash pages and promotions of the fake studio server: kept in memory with versions as the real
 * one keeps them, so a write over a version someone else moved on answers 412 with who and when.
 */
export interface FakeNotices {
  splashes: SplashNotice[];
  promotions: PromotionList;
  saves: Array<{ kind: 'splash' | 'promotion'; id: number | null; version: number | null; draft: SplashDraft | PromotionDraft }>;
  deletes: Array<{ kind: 'splash' | 'promotion'; id: number; version: number }>;
  /** The server's answer to the next write instead of doing it (a 400 with fields, offline...). */
  next: WriteOutcome<never> | null;
}

export const OTHER_EDITOR = { id: 9, name: 'Riley Other' };
const conflict = (version: number): WriteOutcome<never> => ({ kind: 'conflict', message: 'Someone else changed this while you were editing.', current: { version, updatedAt: '2026-11-20T16:58:00Z', updatedBy: OTHER_EDITOR } });

function store<T extends { id: number; version: number }, D>(items: () => T[], setItems: (next: T[]) => void, make: (id: number, version: number, draft: D) => T, log: (id: number | null, version: number | null, draft: D) => void, notices: FakeNotices) {
  const answerInstead = () => {
    const next = notices.next;
    notices.next = null;
    return next;
  };
  return {
    save: async (id: number | null, version: number | null, draft: D): Promise<WriteOutcome<T>> => {
      log(id, version, draft);
      const instead = answerInstead();
      if (instead) return instead;
      if (id === null) {
        const made = make(Math.max(100, ...items().map((item) => item.id)) + 1, 1, draft);
        setItems([made, ...items()]);
        return { kind: 'done', value: made };
      }
      const current = items().find((item) => item.id === id);
      if (!current) return { kind: 'failed', message: 'Not found.' };
      if (current.version !== version) return conflict(current.version);
      const changed = make(id, current.version + 1, draft);
      setItems(items().map((item) => (item.id === id ? changed : item)));
      return { kind: 'done', value: changed };
    },
    remove: async (id: number, version: number): Promise<WriteOutcome<null>> => {
      const instead = answerInstead();
      if (instead) return instead;
      const current = items().find((item) => item.id === id);
      if (!current) return { kind: 'failed', message: 'Not found.' };
      if (current.version !== version) return conflict(current.version);
      setItems(items().filter((item) => item.id !== id));
      return { kind: 'done', value: null };
    },
  };
}

export function fakeNotices(): FakeNotices {
  return { splashes: [], promotions: { items: [], locations: [] }, saves: [], deletes: [], next: null };
}

/** The repository's splash and promotion methods over `notices`. */
export function noticeMethods(notices: FakeNotices): Pick<StudioRepository, 'splashes' | 'saveSplash' | 'deleteSplash' | 'promotions' | 'savePromotion' | 'deletePromotion'> {
  const splash = store<SplashNotice, SplashDraft>(
    () => notices.splashes,
    (next) => (notices.splashes = next),
    (id, version, draft) => ({ ...draft, id, version, state: draft.hidden ? 'off' : 'showing' }),
    (id, version, draft) => notices.saves.push({ kind: 'splash', id, version, draft }),
    notices,
  );
  const promotion = store<PromotionNotice, PromotionDraft>(
    () => notices.promotions.items,
    (next) => (notices.promotions = { ...notices.promotions, items: next }),
    (id, version, draft) => ({ ...draft, id, version, state: 'showing' }),
    (id, version, draft) => notices.saves.push({ kind: 'promotion', id, version, draft }),
    notices,
  );
  return {
    splashes: async () => notices.splashes.map((item) => ({ ...item })),
    saveSplash: splash.save,
    deleteSplash: (id, version) => (notices.deletes.push({ kind: 'splash', id, version }), splash.remove(id, version)),
    promotions: async () => ({ items: notices.promotions.items.map((item) => ({ ...item })), locations: notices.promotions.locations }),
    savePromotion: promotion.save,
    deletePromotion: (id, version) => (notices.deletes.push({ kind: 'promotion', id, version }), promotion.remove(id, version)),
  };
}
