import { areaStore } from '../state/sandbox-state.js';

/**
 * The sponsor an anonymous open-entry visitor picked (spec 2 §4 "Open entry sign-in": check the
 * code, then search and set a sponsor). The calls carry no session of their own, so the sandbox
 * keeps the latest choice and the open-entry order uses it when the payload names no `ref`.
 */
export class OpenEntrySponsors {
  chosen: number | null = null;
}

export const openEntrySponsors = areaStore(() => new OpenEntrySponsors());
