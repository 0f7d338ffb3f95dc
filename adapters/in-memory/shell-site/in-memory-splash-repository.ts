import type { SplashContent } from '../../../core/splash/splash-content';
import type { SplashRepository } from '../../../core/splash/splash-repository.port';
import { isWithinSplashDates } from '../../../core/splash/splash-rules';
import type { InMemoryDeps } from '../demo-source';
import { answer, readOrReject } from './answer';
import type { SplashData } from './shell-site-data';

const running = (content: SplashContent | undefined, now: number): SplashContent | null => (content && isWithinSplashDates(content, now) ? content : null);

/** spec 4/7: the splash of the home page (0) or a sport, only while now is within its dates. */
export class InMemorySplashRepository implements SplashRepository {
  /** Clicks recorded by this adapter, per splash (the demo keeps them in memory only). */
  private readonly clicks = new Map<number, number>();

  constructor(private readonly deps: InMemoryDeps<SplashData>) {}

  forSport(sportId: number): Promise<SplashContent | null> {
    return answer(this.deps, `splash of sport ${sportId}`, null, (splash, now) => running(splash.bySport[String(sportId)], now));
  }

  byId(splashId: number): Promise<SplashContent | null> {
    return answer(this.deps, `splash ${splashId}`, null, (splash, now) => running(Object.values(splash.bySport).find((content) => content.id === splashId), now));
  }

  async recordClick(splashId: number): Promise<void> {
    const splash = await readOrReject(this.deps, `click on splash ${splashId}`);
    // As the server: a click counts on any splash of the school, running or not; an unknown one is refused.
    if (!Object.values(splash.bySport).some((content) => content.id === splashId)) throw new Error(`No splash with id ${splashId}.`);
    this.clicks.set(splashId, (this.clicks.get(splashId) ?? 0) + 1);
  }
}
