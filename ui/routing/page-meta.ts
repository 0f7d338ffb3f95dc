import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { seoPageMeta } from '../../core/seo/seo-rules';
import type { SeoSettings, SeoTokens } from '../../core/seo/seo-settings';
import { useCollectedHead } from './document-head';

/** What the page's frame knows about it: its page type (spec 2.2), the school's SEO templates and the route's tokens. */
export interface PageMetaFrame {
  pageType: string;
  seo: SeoSettings | null;
  tokens: SeoTokens;
}

export const PageMetaContext = createContext<PageMetaFrame>({ pageType: '', seo: null, tokens: {} });

export function usePageMetaFrame(): PageMetaFrame {
  return useContext(PageMetaContext);
}

const DESCRIPTION_SELECTOR = 'meta[name="description"]';

/** Writes the title and the meta description into the document head. */
export function applyDocumentMeta({ title, description }: { title?: string; description?: string }): void {
  if (title) document.title = title;
  if (description === undefined) return;
  let meta = document.head.querySelector<HTMLMetaElement>(DESCRIPTION_SELECTOR);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

export interface PageMetaInput {
  /** The page's own title, used when the school's SEO template for the page type cannot be completed. */
  title: string;
  description?: string;
  /** Values for the SEO templates' placeholders: sport_title, story_title, season, ... */
  tokens?: SeoTokens;
}

/** The title and description a page shows: the school's SEO templates when complete, else the page's own. */
export function resolvePageMeta(frame: PageMetaFrame, input: PageMetaInput): { title: string; description: string | undefined } {
  const seo = seoPageMeta(frame.seo, frame.pageType, { ...frame.tokens, ...input.tokens });
  return { title: seo.title ?? input.title, description: seo.description ?? input.description };
}

/**
 * Sets the page's document title and meta description (the route announcer then speaks the
 * title). Runs after the frame's defaults on every navigation, so the page's own values win.
 */
export function usePageMeta(input: PageMetaInput): void {
  const frame = usePageMetaFrame();
  const { key } = useLocation();
  const { title, description } = resolvePageMeta(frame, input);
  useCollectedHead({ title, description });
  useEffect(() => {
    applyDocumentMeta({ title, description });
  }, [title, description, key]);
}

/**
 * Sets only the meta description, for pages whose title follows their own convention: the school's
 * template for the page type with these tokens, else `fallback`, so no page goes without one (search
 * results show it under the title).
 */
export function usePageDescription(fallback: string, tokens: SeoTokens = {}): void {
  const frame = usePageMetaFrame();
  const { key } = useLocation();
  const { description } = resolvePageMeta(frame, { title: '', description: fallback, tokens });
  useCollectedHead({ description });
  useEffect(() => {
    applyDocumentMeta({ description });
  }, [description, key]);
}
