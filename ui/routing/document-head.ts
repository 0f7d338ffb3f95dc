import { createContext, useContext } from 'react';
import type { RenderedHead } from '../../core/rendering/page-renderer.port';

/**
 * What a server-rendered page puts in its document head (#12). Effects never run on the server, so
 * the views' head values are collected as they render, parents first: the page's own (rendered inside
 * its frame) win over the frame's defaults.
 */
export class DocumentHeadCollector {
  readonly head: RenderedHead = { structuredData: [] };

  collect(values: Partial<Pick<RenderedHead, 'title' | 'description' | 'image' | 'imageSrcSet' | 'imageSizes'>>): void {
    if (values.title) this.head.title = values.title;
    if (values.description !== undefined) this.head.description = values.description;
    if (values.image) Object.assign(this.head, { image: values.image, imageSrcSet: values.imageSrcSet, imageSizes: values.imageSizes });
  }

  private readonly structuredDataSeen = new Set<string>();

  /** Each object once: a view rendered again (after a suspended sibling's data arrived) adds the same again. */
  addStructuredData(data: readonly object[]): void {
    for (const item of data) {
      const text = JSON.stringify(item);
      if (this.structuredDataSeen.has(text)) continue;
      this.structuredDataSeen.add(text);
      this.head.structuredData.push(item);
    }
  }
}

/** Present only while the server renders a page; in the browser the same hooks write the head from their effects. */
export const DocumentHeadContext = createContext<DocumentHeadCollector | null>(null);

/** Records head values while rendering on the server; a no-op in the browser. */
export function useCollectedHead(values: Partial<Pick<RenderedHead, 'title' | 'description' | 'image' | 'imageSrcSet' | 'imageSizes'>>): void {
  useContext(DocumentHeadContext)?.collect(values);
}

/** Adds schema.org JSON-LD to a server-rendered page (search engines read it from the HTML). */
export function useStructuredData(data: object | readonly object[] | null | undefined): void {
  const collector = useContext(DocumentHeadContext);
  if (collector && data) collector.addStructuredData(Array.isArray(data) ? data : [data]);
}
