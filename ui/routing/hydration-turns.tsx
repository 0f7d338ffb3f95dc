import { createContext, createElement, Suspense, useContext, useEffect, useId, type ComponentType, type ReactNode } from 'react';

/**
 * A server-rendered page hydrated in parts (#12, #24, DESIGN 7): each part wrapped in `InTurn` is a
 * Suspense boundary, which React hydrates after the page around it, in a render of its own at
 * offscreen priority that yields to the browser, so no hydration task blocks the page for long (and a
 * part the visitor acts on is hydrated first). Its server markup stays on screen meanwhile.
 *
 * The turns count the parts, so the page can say when every one of them has hydrated: the server
 * counts the parts it rendered and the browser is told how many to wait for.
 */
export interface HydrationTurns {
  /** A part (by its `useId`, the same on both sides) has rendered: the server counts it. */
  met(part: string): void;
  /** A part has hydrated: it has rendered and its effects have run. */
  taken(part: string): void;
}

/** The page's turns: the browser's while it hydrates, the server's count while it renders; else null. */
export const HydrationTurnsContext = createContext<HydrationTurns | null>(null);

/** The server's side: the parts a render met (a component rendered again after suspending counts once). */
export class ServerHydrationParts implements HydrationTurns {
  private readonly parts = new Set<string>();

  met(part: string): void {
    this.parts.add(part);
  }

  taken(): void {}

  get count(): number {
    return this.parts.size;
  }
}

/** The browser's side: settled once as many parts as the server rendered have hydrated. */
export class BrowserHydrationTurns implements HydrationTurns {
  private readonly hydrated = new Set<string>();
  private onSettled: Array<() => void> = [];
  private rendered = false;
  private done = false;

  constructor(private readonly parts: number) {}

  /** Every part has hydrated (or the page was rendered instead): the page's first load is over. */
  get settled(): boolean {
    return this.done;
  }

  met(): void {}

  taken(part: string): void {
    this.hydrated.add(part);
    this.settleIfDone();
  }

  /**
   * The page was rendered in the browser instead (a part failed to hydrate, or an error boundary took
   * over): it no longer matches the server's parts, and none is waiting.
   */
  renderedInstead(): void {
    this.rendered = true;
    this.settleIfDone();
  }

  /** Calls `then` once every part has hydrated (at once when all have). */
  whenSettled(then: () => void): void {
    this.onSettled.push(then);
    this.settleIfDone();
  }

  private settleIfDone(): void {
    if (!this.rendered && this.hydrated.size < this.parts) return;
    this.done = true;
    const waiting = this.onSettled;
    this.onSettled = [];
    for (const then of waiting) then();
  }
}

function TurnTaken({ turns, part }: { turns: HydrationTurns; part: string }) {
  // After the part's own effects: a component's effects run after those of the children before it.
  useEffect(() => turns.taken(part), [turns, part]);
  return null;
}

/** A part of the page hydrated on its own (see HydrationTurns); elsewhere it renders as it is. */
export function InTurn({ children }: { children: ReactNode }) {
  const turns = useContext(HydrationTurnsContext);
  const part = useId();
  turns?.met(part);
  return (
    <Suspense fallback={null}>
      {children}
      {turns && <TurnTaken turns={turns} part={part} />}
    </Suspense>
  );
}

/** A view hydrated on its own wherever it is used (see InTurn). */
export function inTurn<P extends object>(View: ComponentType<P>): ComponentType<P> {
  function ViewInTurn(props: P) {
    return <InTurn>{createElement(View, props)}</InTurn>;
  }
  ViewInTurn.displayName = `InTurn(${View.displayName ?? View.name})`;
  return ViewInTurn;
}
