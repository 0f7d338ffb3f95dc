/** How a bulk action on a list's ticked items ended: done, left as they were, and each refusal with why. */
export interface BulkOutcome {
  done: number;
  skipped: number;
  refused: Array<{ title: string; reason: string }>;
}

/** The words for a list's items: "story"/"stories", and what an item without a title is called. */
export interface BulkNoun {
  one: string;
  many: string;
  untitled: string;
}

/**
 * What a list says after a bulk action ("Deleted 2 files. “a.jpg”: …"): how many it did, how many it left as
 * they were, and each one that was refused, by title and why: every ticked item is accounted for.
 */
export function bulkMessage(doneVerb: string, noun: BulkNoun, outcome: BulkOutcome): string {
  const count = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  const parts = [`${doneVerb} ${count(outcome.done)}.`];
  if (outcome.skipped > 0) parts.push(`${count(outcome.skipped)} left as ${outcome.skipped === 1 ? 'it was' : 'they were'}.`);
  for (const refused of outcome.refused) parts.push(`“${refused.title || noun.untitled}”: ${refused.reason}`);
  return parts.join(' ');
}
