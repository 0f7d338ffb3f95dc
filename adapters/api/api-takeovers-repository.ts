import { takeoversWire } from '../../contract/takeovers';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { TakeoverList } from '../../core/takeovers/takeover';
import { EMPTY_TAKEOVER_LIST, TAKEOVER_TIMEOUT_MS, withTakeoverConfigDefaults } from '../../core/takeovers/takeover-rules';
import type { TakeoversRepository } from '../../core/takeovers/takeovers-repository.port';
import { getParsedOr } from './get-parsed';

/** spec 4: takeovers are fetched once per sport and cached; a failure is not cached, so a later page asks again. */
export class ApiTakeoversRepository implements TakeoversRepository {
  private readonly cache = new Map<number, Promise<TakeoverList>>();

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  forSport(sportId: number): Promise<TakeoverList> {
    let cached = this.cache.get(sportId);
    if (!cached) {
      // spec 7/8: 7,000 ms timeout; failure means no takeovers.
      cached = getParsedOr(this.http, this.logger, { path: '/Takeovers', query: { sportId }, timeoutMs: TAKEOVER_TIMEOUT_MS }, takeoversWire, null).then((wire) => {
        if (!wire) {
          this.cache.delete(sportId);
          return EMPTY_TAKEOVER_LIST;
        }
        return {
          takeovers: wire.takeovers.map((t) => ({ type: t.type, id: t.id, url: t.url ?? null, cookie: t.cookie ?? null })),
          config: withTakeoverConfigDefaults(wire.config),
        };
      });
      this.cache.set(sportId, cached);
    }
    return cached;
  }
}
