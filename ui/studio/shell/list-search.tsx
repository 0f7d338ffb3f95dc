import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styles from '../studio.module.css';

interface ListSearchProps {
  /** The search landmark's name ("Find stories"). */
  label: string;
  searchLabel: string;
  value: string;
  onSearch: (q: string) => void;
  /** The list's filters (selects), beside the search box. */
  children?: ReactNode;
}

/** A studio list's filters and its search box; `/` anywhere outside a text field puts the cursor in the box. */
export function ListSearch({ label, searchLabel, value, onSearch, children }: ListSearchProps) {
  const [words, setWords] = useState(value);
  // The box takes the address's words when they change (Back, a link), keeping the cursor where it is.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setWords(value);
  }
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      box.current?.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  const id = `${label.toLowerCase().replace(/\W+/g, '-')}-words`;
  return (
    <form className={styles.filters} role="search" aria-label={label} onSubmit={submit}>
      {children}
      <div className={styles.field}>
        <label htmlFor={id}>{searchLabel}</label>
        <input id={id} ref={box} type="search" value={words} aria-keyshortcuts="/" onChange={(event) => setWords(event.target.value)} />
      </div>
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
