// spec 9: the print window opens 1.5 s after a print view loads.
export const PRINT_WINDOW_DELAY_MS = 1500;

// spec 8: a print view whose element is missing says so.
export const PRINT_ELEMENT_MISSING = 'Element to print not found';

export type PrintOutcome = { kind: 'print' } | { kind: 'error'; message: string };

/** What a print view does once its delay has passed. */
export function printOutcome(elementExists: boolean): PrintOutcome {
  return elementExists ? { kind: 'print' } : { kind: 'error', message: PRINT_ELEMENT_MISSING };
}
