// Journeys of the server area (one file an area; see ../journey.e2e.ts).
import type { Journey } from '../support.ts';

export const serverJourneys: Journey[] = [];
