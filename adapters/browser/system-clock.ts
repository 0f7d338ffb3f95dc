import type { Clock } from '../../core/platform/clock.port';

export const systemClock: Clock = { now: () => Date.now() };
