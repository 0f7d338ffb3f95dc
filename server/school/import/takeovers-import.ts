import type { TakeoversWire } from '../../../contract/takeovers';
import { takeovers } from '../../store/tables/site-features';
import type { FeatureScope } from './feature-scopes';
import { documentWriter } from './site-import';
import { tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { OriginClient } from './origin-client';

type TakeoverInsert = Omit<typeof takeovers.$inferInsert, 'id' | 'tenantId'>;

/**
 * The takeovers running now on the home page and each sport's (GET /Takeovers?sportId=), and the takeover config
 * (the 'takeovers' settings document). The wire carries no start or end date, so a takeover is stored open-ended:
 * it answers as the origin's does today, and staff set its end in the studio. A school whose takeovers are
 * disabled answers none at all, so only its config is brought (enabled is not on the wire either).
 */
export async function importTakeovers(context: ImportContext, origin: OriginClient, scopes: readonly FeatureScope[]): Promise<void> {
  const answers = await Promise.all(scopes.map(async (scope) => ({ scope, wire: await origin.json<TakeoversWire>(`/Takeovers?sportId=${scope.originSportId}`) })));
  const items: MappedItem<TakeoverInsert>[] = answers.flatMap(({ scope, wire }) =>
    (wire?.takeovers ?? []).map((takeover) => ({ sourceId: String(takeover.id), row: { sportId: scope.sportId, type: takeover.type, url: takeover.url ?? null, cookie: takeover.cookie ?? null, startDate: null, endDate: null } })),
  );
  await writeResource(context, tableWriter<TakeoverInsert>(context, 'takeovers', 'takeover', takeovers), items);
  const config = answers[0]?.wire?.config;
  // The default config is what a school without the document answers: nothing to store.
  if (config?.isConcurrent) await writeResource(context, { ...documentWriter(context), resource: 'takeovers' }, [{ sourceId: 'config', row: { kind: 'takeovers', value: { isConcurrent: true } } }]);
}
