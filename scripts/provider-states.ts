// `npm run provider-states`: writes docs/provider-states.md from pacts/ and the state handlers'
// doc comments (server/pact/states-doc.ts). Run it after adding or changing a provider state.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { STATES_DOC, providerStatesDoc } from '../server/pact/states-doc.ts';

writeFileSync(STATES_DOC, await providerStatesDoc());
console.log(`wrote ${path.relative(process.cwd(), STATES_DOC)}`);
