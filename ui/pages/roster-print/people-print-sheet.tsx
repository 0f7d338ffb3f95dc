import type { ReactNode } from 'react';
import { usePrintOnLoad } from '../../print/use-print-on-load';
import print from './roster-print-page.module.css';

/**
 * A people print view (the roster, the staff directory): the sheet (by id) under its title; the print dialog
 * opens on load once `ready` (there is something to print), or the page says why it cannot.
 */
export function PeoplePrintSheet({ id, title, ready, children }: { id: string; title: string; ready: boolean; children: ReactNode }) {
  const error = usePrintOnLoad(id, ready);
  return (
    <div className={print.page}>
      {error && (
        <p role="alert" className={print.error}>
          {error}
        </p>
      )}
      <div id={id}>
        <h1 className={print.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
