import { ADAPTER_SETS } from './adapter-sets';
import { describeConformance } from './conformance-suite';

for (const set of ADAPTER_SETS) describeConformance(set);
