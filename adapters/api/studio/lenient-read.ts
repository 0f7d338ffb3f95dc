// The studio's answers, read leniently: a field of the wrong type becomes its empty value, so an
// answer from a newer server still shows.
export type Raw = Record<string, unknown>;

export const obj = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {});
export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
export const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
