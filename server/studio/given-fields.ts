/**
 * The fields a body gives, for a write that keeps what a body leaves out: a PUT's widened fields (what the site
 * shows that the studio's forms do not edit yet) are undefined when absent, and then keep the stored value.
 */
export function given<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
