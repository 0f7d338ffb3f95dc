import type { AdapterSetFactory } from './adapter-set';
import { apiAdapterSet } from './api-adapter-set';
import { inMemoryAdapterSet } from './in-memory-adapter-set';

/** Every adapter set the site can run on. A new backend is proven by adding its factory here. */
export const ADAPTER_SETS: readonly AdapterSetFactory[] = [
  apiAdapterSet(),
  inMemoryAdapterSet(),
];
