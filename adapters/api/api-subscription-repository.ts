import { subscriptionResultWire, type SubscriptionRequestWire } from '../../contract/subscriptions';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { SubscribeValues } from '../../core/info/subscription';
import type { SubscriptionRepository } from '../../core/info/subscription-repository.port';

/** A sign-up is a POST with a body: spec 7, never retried (the HTTP client's rule). */
const SUBSCRIBE_TIMEOUT_MS = 15_000;

export class ApiSubscriptionRepository implements SubscriptionRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async subscribe(values: SubscribeValues): Promise<void> {
    const body: SubscriptionRequestWire = { email: values.email, sports: values.sports, ...(values.finals ? { finals: values.finals } : {}) };
    // A failed status rejects here (HttpError, logged by the client), so the form lands in notSent.
    const response = await this.http.request({ method: 'POST', path: '/Subscriptions', body, timeoutMs: SUBSCRIBE_TIMEOUT_MS });
    const parsed = subscriptionResultWire.safeParse(response.body);
    if (!parsed.success) {
      this.logger.error('Unexpected response shape from /Subscriptions', parsed.error.issues.slice(0, 5));
      throw new Error('The sign-up was answered with something other than a confirmation.');
    }
  }
}
