import { splashClickWire, sportSplashResponseWire, type SplashContentWire } from '../../contract/splash';
import type { HttpClient, HttpRequest } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { withSplashDefaults, type SplashContent } from '../../core/splash/splash-content';
import type { SplashRepository } from '../../core/splash/splash-repository.port';
import { SPLASH_FETCH_ERROR } from '../../core/splash/splash-rules';
import { sanitizeHtml } from '../html/html-sanitizer';
import { lenientWire } from './lenient-wire';

export function toSplashContent(wire: SplashContentWire): SplashContent {
  return withSplashDefaults({
    id: wire.id,
    title: wire.title,
    startDate: wire.startDate,
    endDate: wire.endDate ?? null,
    backgroundColor: wire.backgroundColor,
    foregroundColor: wire.foregroundColor,
    link: wire.link ?? null,
    // DESIGN 8: content HTML is sanitised before it reaches the DOM.
    html: wire.html ? sanitizeHtml(wire.html) : null,
    picture: wire.picture ? { images: wire.picture.images.map((image) => ({ url: image.url, breakpoint: image.breakpoint ?? null, alt: image.alt ?? '' })) } : null,
    video: wire.video ?? null,
  });
}

/** spec 4: splash content is fetched once per sport and cached; a failure is not cached, so a later page asks again. */
export class ApiSplashRepository implements SplashRepository {
  private readonly bySport = new Map<number, Promise<SplashContent | null>>();

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  forSport(sportId: number): Promise<SplashContent | null> {
    let cached = this.bySport.get(sportId);
    if (!cached) {
      cached = this.fetch({ path: sportId === 0 ? '/Splash' : `/Splash/${sportId}` }).then((content) => {
        if (content === undefined) this.bySport.delete(sportId);
        return content ?? null;
      });
      this.bySport.set(sportId, cached);
    }
    return cached;
  }

  async byId(splashId: number): Promise<SplashContent | null> {
    return (await this.fetch({ path: '/Splash', query: { splashId } })) ?? null;
  }

  async recordClick(splashId: number): Promise<void> {
    // A failed status rejects here; the splash machine logs 'Failed to track click action' (spec 8).
    const response = await this.http.request({ path: `/Splash/click/${splashId}` });
    const parsed = splashClickWire.safeParse(response.body);
    if (!parsed.success) throw new Error(`The click on splash ${splashId} was answered with something other than a confirmation.`);
  }

  /** The splash, null on 204 or `data` null (nothing running), undefined when the call failed (spec 8: logged, no splash). */
  private async fetch(request: HttpRequest): Promise<SplashContent | null | undefined> {
    try {
      const response = await this.http.request(request);
      if (response.status === 204 || response.body === null || response.body === '') return null;
      const parsed = lenientWire(sportSplashResponseWire).safeParse(response.body);
      if (parsed.success) return parsed.data.data ? toSplashContent(parsed.data.data) : null;
      this.logger.error(SPLASH_FETCH_ERROR, parsed.error.issues.slice(0, 5));
    } catch (error) {
      this.logger.error(SPLASH_FETCH_ERROR, error);
    }
    return undefined;
  }
}
