/** Origin id → our id of one resource, from the import's own mapping. */
export type Pairs = (resource: string) => Promise<{ source: number; local: number }[]>;

/**
 * The answers one family of resources adds to the import's comparison: pairs of paths, the origin's and ours.
 * Each family of the importer has its module beside this one, listed in school-import.test.ts.
 */
export type ComparedFamily = (pairs: Pairs) => Promise<[string, string][]>;
