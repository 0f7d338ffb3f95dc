import { LIVE_EVENT, liveScoreboardItemEventWire, liveScoreboardWire } from '../../contract/live-scoreboard';
import type { LiveScoreboardEvent, LiveScoreboardStream } from '../../core/live/live-scoreboard-stream.port';
import type { LiveStreamStatus } from '../../core/live/live-stream.port';
import type { Logger } from '../../core/platform/logger.port';
import { liveStreamUrl, openLiveConnection, type EventSourceConstructor, type LiveMessageResult, type NetworkSignals } from './live-connection';
import { toLiveEventItem } from './live-mapper';

export interface EventSourceLiveScoreboardOptions {
  apiBase: string;
  tenant: string;
  logger: Logger;
  EventSource?: EventSourceConstructor;
  network?: NetworkSignals | null;
}

/** The school's games under way over server-sent events (GET /live/scoreboard/events): the full list, then changed items. */
export class EventSourceLiveScoreboard implements LiveScoreboardStream {
  constructor(private readonly options: EventSourceLiveScoreboardOptions) {}

  subscribe(onEvent: (event: LiveScoreboardEvent) => void, onStatus: (status: LiveStreamStatus) => void): () => void {
    const { apiBase, tenant, logger } = this.options;
    const onList = (data: unknown): LiveMessageResult => {
      const parsed = liveScoreboardWire.safeParse(data);
      if (parsed.success) onEvent({ type: 'scoreboard', items: parsed.data.items.map(toLiveEventItem) });
      else logger.error('Live scoreboard sent an unexpected list', parsed.error.issues.slice(0, 5));
      return 'ok';
    };
    const onItem = (data: unknown): LiveMessageResult => {
      const parsed = liveScoreboardItemEventWire.safeParse(data);
      if (parsed.success) onEvent({ type: 'item', item: toLiveEventItem(parsed.data.item) });
      else logger.error('Live scoreboard sent an unexpected item', parsed.error.issues.slice(0, 5));
      return 'ok';
    };
    return openLiveConnection({
      url: (lastEventId) => liveStreamUrl(apiBase, '/live/scoreboard/events', tenant, lastEventId),
      events: { [LIVE_EVENT.scoreboard]: onList, [LIVE_EVENT.item]: onItem },
      onStatus,
      logger,
      EventSource: this.options.EventSource,
      network: this.options.network,
    });
  }
}
