import type { ReactNode } from 'react';
import type { Game } from '../../core/games/game';
import { atVs, opponentName, placeText, resultText } from '../../core/schedule/schedule-rules';
import { Link } from '../routing/link';
import { usePrintOnLoad } from '../print/use-print-on-load';
import styles from './print.module.css';

/**
 * A full-screen print view: the printable sheet (by id) with a way back, and the print dialog
 * opening 1.5 s after load (spec 9), or 'Element to print not found' (spec 8) when the sheet is missing.
 */
export function PrintSheet({ id, title, meta, backTo, backLabel, autoPrint = true, children }: { id: string; title: string; meta?: string | null; backTo: string; backLabel: string; autoPrint?: boolean; children: ReactNode }) {
  const error = usePrintOnLoad(id, autoPrint);
  return (
    <div className={styles.sheet}>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <nav aria-label="Print view" className={styles.controls}>
        <Link to={backTo}>{backLabel}</Link>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </nav>
      <article id={id}>
        <h1>{title}</h1>
        {meta && <p className={styles.meta}>{meta}</p>}
        {children}
      </article>
    </div>
  );
}

type PrintedGame = Pick<Game, 'location_indicator' | 'opponent' | 'result'> & Parameters<typeof placeText>[0];

/** A printed game's opponent ("at Lakeview"), where it is played and its result: the columns every print sheet ends with. */
export function PrintGameCells({ game }: { game: PrintedGame }) {
  return (
    <>
      <td>
        {atVs(game.location_indicator)} {opponentName(game.opponent)}
      </td>
      <td>{placeText(game)}</td>
      <td>{game.result ? resultText(game.result) : ''}</td>
    </>
  );
}
