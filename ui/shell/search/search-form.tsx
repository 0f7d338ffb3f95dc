import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import { SEARCH_PLACEHOLDER, canSubmit } from '../../../core/search/search-overlay.machine';
import { SearchIcon } from '../icons';
import { SEARCH_OVERLAY_ID, type SearchOverlayActor } from './use-search-overlay';
import styles from './search-overlay.module.css';

interface SearchFormProps {
  actor: SearchOverlayActor;
  open: boolean;
  /** The overlay and its toggle: a click in neither closes the overlay. */
  overlayRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * spec 2.3: the search overlay's form, with its keyboard and outside-click handling. Loaded when the
 * overlay first opens (or the toggle is pointed at or focused), not with the page (DESIGN 7).
 */
export default function SearchForm({ actor, open, overlayRef, toggleRef }: SearchFormProps) {
  const text = useSelector(actor, (snapshot) => snapshot.context.text);
  const submittable = useSelector(actor, canSubmit);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'search.escape' });
    };
    // 'click' (not pointerdown) so the browser has already moved focus for the click. The path
    // is read, not contains(): the toggle swaps its icon (the click's target) while re-rendering.
    const onClick = (event: MouseEvent) => {
      const path = event.composedPath();
      const inside = [overlayRef.current, toggleRef.current].some((node) => node !== null && path.includes(node));
      if (!inside) actor.send({ type: 'search.outsideClick' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, actor, overlayRef, toggleRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'search.submit' });
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={`${SEARCH_OVERLAY_ID}-input`} className="visually-hidden">
        Search
      </label>
      <SearchIcon className={styles.inputIcon} />
      <input
        ref={inputRef}
        id={`${SEARCH_OVERLAY_ID}-input`}
        className={styles.input}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => actor.send({ type: 'search.input', value: event.target.value })}
      />
      {/* spec 5: disabled and out of the tab order while the trimmed text is empty. */}
      <button type="submit" className={styles.submit} aria-label="Submit search" disabled={!submittable} tabIndex={submittable ? 0 : -1}>
        Search
      </button>
    </form>
  );
}
