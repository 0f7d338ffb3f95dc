import type { LiveGame } from '../../core/live/live-game';
import { sleep } from './args';

export interface StatCrew {
  base: string;
  tenant: string;
  token: string;
}

export interface IngestAnswer {
  eventId: number;
  changed: boolean;
}

/** An answer the stat crew cannot fix by sending again (bad token, bad document, unknown game). */
export class IngestRefused extends Error {}

/**
 * PUTs the full document, as a stat crew's software does. A dropped connection or a 5xx is retried with
 * the same document (the server stores it once: the same document again changes nothing).
 */
export async function sendDocument(crew: StatCrew, gameId: number, document: LiveGame, attempts = 20): Promise<IngestAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${crew.base}/api/v2/live/games/${gameId}`, {
        method: 'PUT',
        headers: { tenant: crew.tenant, authorization: `Bearer ${crew.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(document),
      });
      const body = await response.text();
      if (response.ok) return JSON.parse(body) as IngestAnswer;
      if (response.status < 500) throw new IngestRefused(`${response.status}: ${body}`);
      throw new Error(`${response.status}: ${body}`);
    } catch (error) {
      if (error instanceof IngestRefused || attempt >= attempts) throw error;
      console.error(`  (send failed: ${(error as Error).message}; retrying)`);
      await sleep(Math.min(5_000, 250 * attempt));
    }
  }
}
