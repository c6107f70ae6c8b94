// The drawings of identities (drawings.tsx): loaded after the first paint, so no route's first
// script carries their icons; until then a picture is its plain gradient and a crest its box.
import { lateModule } from '../lateModule';

export const drawingsModule = lateModule(() => import('./drawings'));
