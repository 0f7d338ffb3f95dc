import { useEffect } from 'react';

/** Sets the document title for the page that calls it (the route announcer reads it after navigation). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
