import { checkImageAlt, checkLink, checkTitle, checkWindow, type FieldErrors, type NoticeItem } from './notice-rules';

/** The splash page shown before the home page (or a sport's pages) while now is inside its window (spec 4). */
export interface SplashNotice extends NoticeItem {
  html: string;
  link: string;
  imageId: number | null;
  imageAlt: string;
  imageUrl: string | null;
  /** Null: the home page; else the sport whose pages it shows before. */
  sportId: number | null;
  hidden: boolean;
  startDate: string | null;
  endDate: string | null;
  // Not edited on this screen, but kept: a PUT replaces every field.
  youtubeId: string | null;
  backgroundColor: string | null;
  foregroundColor: string | null;
}

export type SplashDraft = Omit<SplashNotice, 'id' | 'version' | 'state'>;

export const EMPTY_SPLASH: SplashDraft = {
  title: '',
  html: '',
  link: '',
  imageId: null,
  imageAlt: '',
  imageUrl: null,
  sportId: null,
  hidden: false,
  startDate: null,
  endDate: null,
  youtubeId: null,
  backgroundColor: null,
  foregroundColor: null,
};

export const splashDraftOf = ({ id: _id, version: _version, state: _state, ...draft }: SplashNotice): SplashDraft => draft;

export const SPLASH_MESSAGES = { startRequired: 'Enter when the splash starts.' } as const;

export function splashErrors(draft: SplashDraft): FieldErrors {
  const errors: FieldErrors = {};
  checkTitle(errors, draft.title);
  checkLink(errors, draft.link);
  // The server needs a start: a splash page runs from a moment, never "always".
  if (!draft.startDate) errors.startDate = SPLASH_MESSAGES.startRequired;
  checkWindow(errors, draft.startDate, draft.endDate);
  checkImageAlt(errors, draft.imageId, draft.imageAlt);
  return errors;
}
