// Journeys of the promotions area (one file an area; see ../journey.e2e.ts).
import type { Journey } from '../support.ts';

export const promotionsJourneys: Journey[] = [];
