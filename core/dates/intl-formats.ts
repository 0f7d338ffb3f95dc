/**
 * Intl formatters, one per locale and options. Building one costs far more than formatting with it
 * (a table of events that built one per row spent most of its hydration doing so), and the options a
 * page uses are few. A time zone or currency Intl does not know falls back to UTC or US dollars.
 */
const LIMIT = 256;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    // Options come from content (zones, currencies): the cache is bounded all the same.
    if (cache.size >= LIMIT) cache.clear();
    cache.set(key, (format = build()));
  }
  return format;
}

/** The date-time format for `locale` and `options`; an unknown `timeZone` formats in UTC. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => {
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
  });
}

/** The number format for `locale` and `options`; an unknown `currency` formats as US dollars. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => {
    try {
      return new Intl.NumberFormat(locale, options);
    } catch {
      return new Intl.NumberFormat(locale, { ...options, currency: 'USD' });
    }
  });
}
