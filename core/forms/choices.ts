/** A set of ticked choices as a list: `value` in it when `chosen`, out of it otherwise; each value once, the order kept. */
export function withChoice<T>(list: readonly T[], value: T, chosen: boolean): T[] {
  if (!chosen) return list.filter((entry) => entry !== value);
  return list.includes(value) ? [...list] : [...list, value];
}
