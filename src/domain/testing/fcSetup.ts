// Imported first by every property test: the fixed seed and run count of the domain's properties,
// so CI and every machine explore the same 1,000 inputs per property.
import fc from 'fast-check';

export const FC_SEED = 20261122;
fc.configureGlobal({ seed: FC_SEED, numRuns: 1000 });

export { fc };
