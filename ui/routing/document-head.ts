import { createContext, useContext } from 'react';
import type { RenderedHead } from '../../core/rendering/page-renderer.port';

/** What a server-rendered page puts in its document head (#12): the values its views set while rendering. */
export type DocumentHead = RenderedHead;

/**
 * Present only while the server renders a page: effects never run there, so the views' head values
 * are collected as they render, parents first, and the page's own (rendered inside its frame) win.
 * In the browser it is absent and the same hooks write the head from their effects.
 */
export const DocumentHeadContext = createContext<DocumentHead | null>(null);

export function emptyDocumentHead(): DocumentHead {
  return { structuredData: [] };
}

/** Records head values while rendering on the server; a no-op in the browser. */
export function useCollectedHead(values: Partial<Pick<DocumentHead, 'title' | 'description' | 'image'>>): void {
  const head = useContext(DocumentHeadContext);
  if (!head) return;
  if (values.title) head.title = values.title;
  if (values.description !== undefined) head.description = values.description;
  if (values.image) head.image = values.image;
}

/** Adds schema.org JSON-LD to a server-rendered page (search engines read it from the HTML). */
export function useStructuredData(data: object | null | undefined): void {
  const head = useContext(DocumentHeadContext);
  if (head && data) head.structuredData.push(data);
}
