import { useEffect, useState } from 'react';
import { PRINT_WINDOW_DELAY_MS, printOutcome } from '../../core/print/print-rules';

/**
 * Print views (full screen) open the print dialog 1.5 s after they load (spec 9), or report
 * 'Element to print not found' when their printable element is missing (spec 8).
 * Returns the error message to show, if any.
 */
export function usePrintOnLoad(elementId: string, enabled = true): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setTimeout(() => {
      const outcome = printOutcome(document.getElementById(elementId) !== null);
      if (outcome.kind === 'print') window.print();
      else setError(outcome.message);
    }, PRINT_WINDOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [elementId, enabled]);
  return error;
}
