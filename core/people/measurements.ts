// Heights print as feet-inches ('6-2'), the form core/roster/roster-sort.ts reads back.

/** '6-2' from 6 ft 2 in; undefined when the feet are unknown. */
export function heightText(feet: number | null | undefined, inches: number | null | undefined): string | undefined {
  if (feet === null || feet === undefined || !Number.isFinite(feet) || feet < 0) return undefined;
  const extra = inches !== null && inches !== undefined && Number.isFinite(inches) && inches >= 0 ? Math.floor(inches) : 0;
  const total = Math.floor(feet) * 12 + extra;
  return `${Math.floor(total / 12)}-${total % 12}`;
}

/** '215' from 215 (pounds); undefined when unknown. */
export function weightText(pounds: number | null | undefined): string | undefined {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds) || pounds <= 0) return undefined;
  return String(Math.round(pounds));
}

/** How a page shows a weight: '215 lbs'. */
export function weightLabel(weight: string | null | undefined): string | undefined {
  const text = (weight ?? '').trim();
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? `${text} lbs` : text;
}
