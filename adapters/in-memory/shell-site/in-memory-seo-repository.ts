import type { SeoRepository } from '../../../core/seo/seo-repository.port';
import type { SeoSettings } from '../../../core/seo/seo-settings';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';

export class InMemorySeoRepository implements SeoRepository {
  constructor(private readonly deps: InMemoryDeps<SeoSettings | null>) {}

  settings(): Promise<SeoSettings | null> {
    return answer(this.deps, 'SEO settings', null, (settings) => settings);
  }
}
