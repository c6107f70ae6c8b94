// Pact's standard state-change endpoint on the reference server: `POST /__dev/pact/states` with
// `{state, params, action}` sets up (action `setup`, the default) one provider state of pacts/
// with the handlers of server/pact/states.ts and answers the values the consumer asked to inject
// (`{"token": ...}` for a logged-in player); `teardown` answers `{}`. A development route: it
// exists only where the /__dev routes do (DEV_ROUTES=1, loopback clients only), so
// `npm run verify:provider -- --base-url http://127.0.0.1:8787` verifies a started server.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/adapter.ts';
import type { Clock } from '../clock.ts';
import { stateHandlers } from './states.ts';

export const STATES_PATH = '/__dev/pact/states';

export function registerStateChangeRoute(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
): void {
  const handlers = stateHandlers({ ...deps, app });
  app.post(STATES_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as { state?: unknown; params?: unknown; action?: unknown };
    const state = typeof body.state === 'string' ? body.state : '';
    const action = body.action ?? 'setup';
    if (action === 'teardown') return {};
    const handler = Object.hasOwn(handlers, state) ? handlers[state] : undefined;
    if (action !== 'setup' || !handler) {
      return reply.code(400).send({
        error:
          action !== 'setup'
            ? `unknown action ${JSON.stringify(action)} (setup or teardown)`
            : `unknown provider state ${JSON.stringify(state)} (docs/provider-states.md lists them)`,
      });
    }
    return (await handler()) ?? {};
  });
}
