import { useActorRef, useSelector } from '@xstate/react';
import { memo, useEffect, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { countdownMachine, isCountdownFinished, type CountdownParts } from '../../core/countdown/countdown.machine';
import type { Clock } from '../../core/platform/clock.port';
import { useNearViewport } from '../visibility/use-near-viewport';
import { padUnit } from './countdown-units';

export type CountdownActor = ActorRefFrom<typeof countdownMachine>;

/**
 * A countdown's machine (spec 4: ticks each second, stops at zero), ticking only while `place` is on
 * screen (#24: a page left alone stays idle; back on screen it measures again at once). The component
 * that calls it renders again only when the countdown finishes: each unit's digits subscribe to the
 * ticks themselves (CountdownDigits), so a tick renders a few characters, not the panel around them.
 */
export function useCountdown(target: number, clock: Clock, place: RefObject<Element | null>): { actor: CountdownActor; finished: boolean } {
  const actor = useActorRef(countdownMachine, { input: { target, clock } });
  const onScreen = useNearViewport(place, { margin: '0px', follow: true });
  useEffect(() => {
    actor.send({ type: onScreen ? 'countdown.resume' : 'countdown.pause' });
  }, [actor, onScreen]);
  const finished = useSelector(actor, isCountdownFinished);
  return { actor, finished };
}

/** One unit of the countdown, two digits at least: the only part of the page a tick renders again. */
export const CountdownDigits = memo(function CountdownDigits({ actor, unit, className }: { actor: CountdownActor; unit: keyof CountdownParts; className?: string }) {
  const value = useSelector(actor, (snapshot) => snapshot.context[unit]);
  return <span className={className}>{padUnit(value)}</span>;
});
