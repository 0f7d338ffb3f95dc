import { useEffect } from 'react';
import { useCollectedHead } from '../routing/document-head';

/** Sets the document title for the page that calls it (the route announcer reads it after navigation). */
export function useDocumentTitle(title: string): void {
  useCollectedHead({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
