import { createContext, useContext, useEffect, useEffectEvent, useState } from 'react';

/** An autoplaying carousel as the page-wide control sees it. */
export interface Rotator {
  pause(): void;
  play(): void;
}

/**
 * spec 1 and 4: the autoplaying carousels of the page, so one control can pause and play them all.
 * Paused or playing is the visitor's choice for the whole visit: a carousel that mounts later
 * (on the next page) starts the way the others are.
 */
export class RotatorHub {
  private readonly rotators = new Set<Rotator>();
  private readonly listeners = new Set<() => void>();

  constructor(private pausedNow = false) {}

  get paused(): boolean {
    return this.pausedNow;
  }

  register(rotator: Rotator): () => void {
    this.rotators.add(rotator);
    this.changed();
    return () => {
      this.rotators.delete(rotator);
      this.changed();
    };
  }

  /** Told whenever a carousel starts or stops autoplaying, however long after the page loaded. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  hasAutoplaying(): boolean {
    return this.rotators.size > 0;
  }

  pauseAll(): void {
    this.pausedNow = true;
    for (const rotator of this.rotators) rotator.pause();
  }

  playAll(): void {
    this.pausedNow = false;
    for (const rotator of this.rotators) rotator.play();
  }
}

/** spec 1: reduced motion means the rotators start paused. Read in effects or lazy state only. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Without a provider (a view rendered alone) carousels play on their own, unless motion is reduced. */
export const RotatorHubContext = createContext<RotatorHub | null>(null);

export function useRotatorHub(): RotatorHub | null {
  return useContext(RotatorHubContext);
}

/** Whether a carousel mounting now starts paused: the visitor paused the rotators, or prefers reduced motion. */
export function useRotatorsStartPaused(): boolean {
  const hub = useRotatorHub();
  const [startPaused] = useState(() => (hub ? hub.paused : prefersReducedMotion()));
  return startPaused;
}

/** Joins an autoplaying carousel to the page's control while `autoplays` holds. */
export function useRotator(autoplays: boolean, rotator: Rotator): void {
  const hub = useRotatorHub();
  const pause = useEffectEvent(() => rotator.pause());
  const play = useEffectEvent(() => rotator.play());
  useEffect(() => {
    if (!hub || !autoplays) return;
    return hub.register({ pause: () => pause(), play: () => play() });
  }, [hub, autoplays]);
}
