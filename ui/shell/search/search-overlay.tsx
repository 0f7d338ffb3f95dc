import { useEffect, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { SEARCH_PLACEHOLDER, canSubmit, isSearchOpen } from '../../../core/search/search-overlay.machine';
import { CloseIcon, SearchIcon } from '../icons';
import { SEARCH_OVERLAY_ID, SEARCH_TOGGLE_ID, type SearchOverlayActor } from './use-search-overlay';
import styles from './search-overlay.module.css';

/** spec 2.3: the header's search toggle and the overlay it opens. */
export function SearchOverlay({ actor }: { actor: SearchOverlayActor }) {
  const open = useSelector(actor, isSearchOpen);
  const text = useSelector(actor, (snapshot) => snapshot.context.text);
  const submittable = useSelector(actor, canSubmit);
  const overlayRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
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
  }, [open, actor]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'search.submit' });
  };

  return (
    <>
      <button
        ref={toggleRef}
        id={SEARCH_TOGGLE_ID}
        type="button"
        className={styles.toggle}
        aria-label="Search"
        aria-expanded={open}
        aria-controls={SEARCH_OVERLAY_ID}
        onClick={() => actor.send({ type: 'search.toggle' })}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      <div ref={overlayRef} id={SEARCH_OVERLAY_ID} className={styles.overlay} hidden={!open}>
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
          <button
            type="submit"
            className={styles.submit}
            aria-label="Submit search"
            disabled={!submittable}
            tabIndex={submittable ? 0 : -1}
          >
            Search
          </button>
        </form>
      </div>
    </>
  );
}
