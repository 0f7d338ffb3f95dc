import type { MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type LinkProps } from 'react-router-dom';

/** A URL with a scheme (https:, mailto:) or protocol-relative: not a route of this site's router. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The site's links (DESIGN 7): react-router's `Link` navigating in the app, without the framework
 * mode's route-module prefetching it carries (`prefetch`, which this site never asks for, and which
 * shipped ~6 KB of the router on every first load). A URL with a scheme is a plain link.
 */
export function Link({ to, replace, state, target, preventScrollReset, relative, viewTransition, reloadDocument, onClick, ref, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(absolute ? '.' : to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset, relative, viewTransition });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument && !absolute) navigate(event);
  };
  // `discover` and `prefetch` are the framework mode's, left out.
  const { discover: _discover, prefetch: _prefetch, ...anchor } = rest;
  return <a {...anchor} ref={ref} href={absolute ? (to as string) : href} target={target} onClick={handleClick} />;
}
