import { act } from '@testing-library/react';

/** One IntersectionObserver the page made: its options, what it observes, and a way to report on it. */
export interface FakeObserver {
  margin: string | undefined;
  targets: Element[];
  /** Reports, as the browser would, whether the observed elements intersect now. */
  report(isIntersecting: boolean): void;
}

/**
 * jsdom lays nothing out and has no IntersectionObserver: this stands in for the browser's while
 * `run` runs, and the test says when an element is seen or leaves the screen.
 */
export async function withFakeIntersectionObserver(run: (observers: FakeObserver[]) => Promise<void> | void): Promise<void> {
  const observers: FakeObserver[] = [];
  const previous = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const targets = this.targets;
      const self = this as unknown as IntersectionObserver;
      observers.push({
        margin: options?.rootMargin,
        targets,
        report: (isIntersecting) => act(() => callback(targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry), self)),
      });
    }
    targets: Element[] = [];
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve(target: Element) {
      this.targets.splice(this.targets.indexOf(target), 1);
    }
    disconnect() {
      this.targets.length = 0;
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  try {
    await run(observers);
  } finally {
    globalThis.IntersectionObserver = previous;
  }
}

/** The live observers (those still observing something) watching `element`. */
export function observing(observers: FakeObserver[], element: Element): FakeObserver[] {
  return observers.filter((observer) => observer.targets.includes(element));
}
