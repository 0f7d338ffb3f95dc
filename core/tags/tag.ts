/** spec 3: a tag (its stories are listed on /tags/{slug}). */
export interface Tag {
  id: number;
  name: string;
  slug: string;
  /** How many published stories carry it. */
  count: number;
  description: string | null;
  active: boolean;
}
