/** A sponsor or partner of the athletics department. */
export interface Partner {
  name: string;
  /** null: shown without a link (spec 5: a link of '' or '#' is no link). */
  url: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  newWindow: boolean;
  /** 'Official sponsor', 'College sports partner', 'Partner'. */
  role: string;
}
