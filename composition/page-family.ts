import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type { SportPageData } from '../core/shell/sport-page-data';
import type { Sport } from '../core/sports/sport';
import type { RepositoryLoader } from './lazy-repository';

/** A page of the route table: its code-split component and the loader that feeds it. */
export interface PageBinding {
  /** DESIGN 7: every route code-split. */
  load: () => Promise<{ default: ComponentType }>;
  loader?: LoaderFunction;
  /** A form the page posts to itself (react-router's <Form method="post">). */
  action?: ActionFunction;
}

/** Shared by every family's loaders. */
export interface PageContext {
  container: Container;
  /** spec 4: the sports list, fetched once. */
  sports(): Promise<readonly Sport[]>;
  /** The sport named by the route's sport parameter and its navigation; throws the 404 response when unknown. */
  sportPage(params: Record<string, string | undefined>, request: Request): Promise<SportPageData>;
}

/**
 * Binds a repository made from the HTTP client and the logger, whose adapter module loads on its first
 * call: `repository(Token, () => import('../../adapters/api/x').then((m) => m.X))` (DESIGN 7).
 */
export type RepositoryBinder = <T extends object>(token: symbol, load: RepositoryLoader<T>) => void;

/** One family of pages (roster, schedule, stories, ...): its adapters and its pages by route name. */
export interface PageFamily {
  bind?(repository: RepositoryBinder, container: Container): void;
  pages(context: PageContext): Record<string, PageBinding>;
}
