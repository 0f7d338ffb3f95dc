import type { StoredImage } from '../../store/tables/site-features';
import { staffRefOf, type StaffRef } from '../staff/staff-names';

export const iso = (date: Date | null) => date?.toISOString() ?? null;

interface SavedNotice {
  id: number;
  version: number;
  updatedAt: Date | null;
  updatedBy: number | null;
}

/** What every notice opens with on the studio wire: which one, its version, and when and by whom it was last saved. */
export function savedNoticeFields(row: SavedNotice, names: Map<number, StaffRef>) {
  return { id: row.id, version: row.version, updatedAt: iso(row.updatedAt), updatedBy: staffRefOf(names, row.updatedBy) };
}

/** A notice's picture on the studio wire: the media file chosen, with the alt text and address stored for it. */
export function noticeImageFields(row: { imageId: number | null; images: StoredImage[] | null }) {
  const image = row.images?.[0];
  return { imageId: row.imageId, imageAlt: image?.alt ?? null, imageUrl: image?.url ?? null };
}
