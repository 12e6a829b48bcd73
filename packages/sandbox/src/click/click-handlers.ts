import type { AreaHandlers } from '../handler.js';
import { clickLog } from './click-log.js';

export const clickHandlers: AreaHandlers<'clickLog'> = {
  // Anonymous clicks count too (auth optional); the client swallows errors of this call (spec 1 §8).
  clickLog: ({ body, caller, site, state }) => {
    clickLog(state).add({ ...body, userId: caller?.user.id ?? null, site });
    return { ok: true };
  },
};
