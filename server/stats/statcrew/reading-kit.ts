import type { Counters } from '../stat-sheet';
import { numberOf } from './text-values';
import { childNamed, type XmlElement } from './xml-tree';

/**
 * Counters from one stat element's attributes: `{ fgm: 'fgm', tpm: 'fgm3' }` reads counter fgm from fgm="5" and
 * tpm from fgm3="2". A missing or unreadable attribute counts 0 (vendors leave out what is zero).
 */
export function countersOf(element: XmlElement | undefined, attributes: Readonly<Record<string, string>>): Counters {
  const counters: Counters = {};
  for (const [key, name] of Object.entries(attributes)) counters[key] = numberOf(element?.attrs[name]) ?? 0;
  return counters;
}

/** A value the file states (0 for an unreadable one), or undefined when it says nothing about it. */
export type Found = number | undefined;

/** The first of the attributes that a child element of `line` has. */
export function found(line: XmlElement | undefined, element: string, ...attributes: string[]): Found {
  const child = childNamed(line, element);
  for (const attribute of attributes) {
    const value = child?.attrs[attribute];
    if (value !== undefined) return numberOf(value) ?? 0;
  }
  return undefined;
}

/** Counters from a child element of `parent` (`<player><stats fgm=...>`). */
export const childCounters = (parent: XmlElement | undefined, child: string, attributes: Readonly<Record<string, string>>): Counters =>
  countersOf(childNamed(parent, child), attributes);

/**
 * Line-score labels: '1'..regulation, then 'OT', '2OT', ... for timed sports; innings and sets are numbers only.
 */
export function periodLabels(count: number, regulation: number | null, numbersOnly = false): string[] {
  return Array.from({ length: count }, (_, index) => {
    const extra = index + 1 - (regulation ?? count);
    if (numbersOnly || extra <= 0) return String(index + 1);
    return extra === 1 ? 'OT' : `${extra}OT`;
  });
}
