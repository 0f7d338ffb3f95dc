import { checkImageAlt, checkLink, checkTitle, checkWindow, NOTICE_MESSAGES, type FieldErrors, type NoticeItem } from './notice-rules';

/** A named place of the site a promotion runs in (home-top, footer-icons, a sport's sidebar...). */
export interface PromotionLocation {
  id: number;
  name: string;
  sportId: number | null;
}

/** A promotion campaign: shown in its location while now is inside its optional window (spec 3). */
export interface PromotionNotice extends NoticeItem {
  locationId: number | null;
  link: string;
  hoverText: string;
  openInNewWindow: boolean;
  html: string;
  imageId: number | null;
  imageAlt: string;
  imageUrl: string | null;
  rank: number;
  startDate: string | null;
  endDate: string | null;
}

export type PromotionDraft = Omit<PromotionNotice, 'id' | 'version' | 'state'>;

/** The promotions list also names every location a campaign can be put in. */
export interface PromotionList {
  items: PromotionNotice[];
  locations: PromotionLocation[];
}

export const EMPTY_PROMOTION: PromotionDraft = {
  locationId: null,
  title: '',
  link: '',
  hoverText: '',
  openInNewWindow: false,
  html: '',
  imageId: null,
  imageAlt: '',
  imageUrl: null,
  rank: 0,
  startDate: null,
  endDate: null,
};

export const promotionDraftOf = ({ id: _id, version: _version, state: _state, ...draft }: PromotionNotice): PromotionDraft => draft;

export const PROMOTION_MESSAGES = { locationRequired: 'Choose where the promotion shows.', rank: 'Enter a whole number from 0 to 10000.' } as const;

export function promotionErrors(draft: PromotionDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.locationId === null) errors.locationId = PROMOTION_MESSAGES.locationRequired;
  checkTitle(errors, draft.title);
  checkLink(errors, draft.link);
  if (draft.hoverText.trim().length > 200) errors.hoverText = NOTICE_MESSAGES.tooLong(200);
  if (!Number.isInteger(draft.rank) || draft.rank < 0 || draft.rank > 10_000) errors.rank = PROMOTION_MESSAGES.rank;
  checkWindow(errors, draft.startDate, draft.endDate);
  checkImageAlt(errors, draft.imageId, draft.imageAlt);
  return errors;
}
