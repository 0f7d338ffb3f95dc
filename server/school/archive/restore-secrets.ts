import { sql } from 'drizzle-orm';
import type { Db } from '../../store/database';
import { query } from '../../store/raw-query';
import { newLinkSecret } from '../../subscriptions/subscription-secrets';
import type { ArchiveRow } from './archive-format';

/**
 * A sign-up's link secrets are unique in the whole store, not per school. Restored into a fresh store (the
 * backup case) they are kept, so the links in mails already sent still work; restored beside the original (a
 * copy in the same store) a taken unsubscribe token is replaced, and a taken confirmation is dropped: that fan
 * confirms through the original school, or signs up again.
 */
export async function settleLinkSecrets(tx: Db, table: string, rows: ArchiveRow[]): Promise<void> {
  if (table !== 'newsletter_subscriptions' || rows.length === 0) return;
  const taken = async (column: 'unsubscribe_token' | 'confirm_token_hash') => {
    const values = rows.map((row) => row[column]).filter((value): value is string => typeof value === 'string');
    if (values.length === 0) return new Set<string>();
    const found = await query<{ value: string }>(
      tx,
      sql`SELECT ${sql.raw(column)} AS value FROM newsletter_subscriptions WHERE ${sql.raw(column)} IN (SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`,
    );
    return new Set(found.map((row) => row.value));
  };
  const [tokens, confirmations] = [await taken('unsubscribe_token'), await taken('confirm_token_hash')];
  for (const row of rows) {
    if (tokens.has(row.unsubscribe_token as string)) row.unsubscribe_token = newLinkSecret();
    if (confirmations.has(row.confirm_token_hash as string)) Object.assign(row, { confirm_token_hash: null, confirm_expires_at: null });
  }
}
