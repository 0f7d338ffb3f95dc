import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Calls `onChange` after every navigation (never on the first render). */
export function useRouteChange(onChange: () => void): void {
  const { key } = useLocation();
  const previous = useRef(key);
  const fire = useEffectEvent(onChange);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    fire();
  }, [key]);
}
