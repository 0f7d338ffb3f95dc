import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

// Long enough for the new page's title effect to have run, short enough to feel immediate.
const ANNOUNCE_DELAY_MS = 100;

/** spec 1: tells screen-reader users the new page's title after each route change (not on first load). */
export function RouteAnnouncer() {
  const { key, pathname } = useLocation();
  const previous = useRef(key);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const timer = setTimeout(() => setMessage(document.title || pathname), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-route-announcer="">
      {message}
    </div>
  );
}
