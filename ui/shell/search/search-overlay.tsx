import { lazy, Suspense, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { isSearchOpen } from '../../../core/search/search-overlay.machine';
import { CloseIcon, SearchIcon } from '../icons';
import { OnceShown } from '../navigation/once-shown';
import { SEARCH_OVERLAY_ID, SEARCH_TOGGLE_ID, type SearchOverlayActor } from './use-search-overlay';
import styles from './search-overlay.module.css';

const loadSearchForm = () => import('./search-form');
// DESIGN 7: the form (and its handling) loads on the way to the first open, not with every page.
const SearchForm = lazy(loadSearchForm);

/**
 * spec 2.3: the header's search toggle and the overlay it opens. The closed overlay is empty (the
 * server's markup and the first render alike); its form loads when the toggle is pointed at or
 * focused, and shows with its input focused once loaded when the first open came first.
 */
export function SearchOverlay({ actor }: { actor: SearchOverlayActor }) {
  const open = useSelector(actor, isSearchOpen);
  const overlayRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSearchForm();

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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => actor.send({ type: 'search.toggle' })}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      <div ref={overlayRef} id={SEARCH_OVERLAY_ID} className={styles.overlay} hidden={!open}>
        <OnceShown shown={open}>
          <Suspense fallback={null}>
            <SearchForm actor={actor} open={open} overlayRef={overlayRef} toggleRef={toggleRef} />
          </Suspense>
        </OnceShown>
      </div>
    </>
  );
}
