// spec 9: breakpoints in px, smallest first.
export const BREAKPOINTS = [
  { name: 'xs', minWidth: 540 },
  { name: 'sm', minWidth: 640 },
  { name: 'md', minWidth: 768 },
  { name: 'lg', minWidth: 1024 },
  { name: 'xl', minWidth: 1280 },
  { name: '2xl', minWidth: 1440 },
] as const;

export type BreakpointName = (typeof BREAKPOINTS)[number]['name'];

export const BREAKPOINT_NAMES: readonly BreakpointName[] = BREAKPOINTS.map((breakpoint) => breakpoint.name);

// spec 9: the viewport class falls back to sm when the width is not known (e.g. server render).
export const FALLBACK_BREAKPOINT: BreakpointName = 'sm';

/** The largest breakpoint whose minimum the width reaches; xs below all minimums. */
export function breakpointForWidth(width: number | null | undefined): BreakpointName {
  if (width === null || width === undefined || !Number.isFinite(width) || width < 0) return FALLBACK_BREAKPOINT;
  let current: BreakpointName = 'xs';
  for (const breakpoint of BREAKPOINTS) {
    if (width >= breakpoint.minWidth) current = breakpoint.name;
  }
  return current;
}

/** The min-width media query of a breakpoint, as the viewport class listens to it. */
export function breakpointMediaQuery(name: BreakpointName): string {
  const breakpoint = BREAKPOINTS.find((candidate) => candidate.name === name) ?? BREAKPOINTS[0];
  return `(min-width: ${breakpoint.minWidth}px)`;
}
