import { badRequest, forbidden, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { partnerByNumber } from '../registration/sponsors.js';
import { GEO_CITIES } from '../state/geo-data.js';
import { users } from '../state/users.js';
import { openEntries } from './open-entries.js';

type OpenEntryIds = 'openEntrySearchSponsor' | 'openEntrySetSponsor';

/** From checkout the sponsor picker is a short dropdown; the sign-in page lists more. */
const LIMIT = { checkout: 5, page: 20 };

export const openEntryHandlers: AreaHandlers<OpenEntryIds> = {
  /** Spec 2 §4 "Open entry sign-in": search partners by name, number or phone. */
  openEntrySearchSponsor: ({ query, state }) => {
    const wanted = query.search.trim().toLowerCase();
    if (wanted.length < 2) throw badRequest({ search: ['Type at least two characters'] });
    const exact = partnerByNumber(state, wanted);
    const found = users(state)
      .all()
      .filter(
        (u) =>
          u.role === 'partner' &&
          !u.is_suspended &&
          u !== exact &&
          (u.name.toLowerCase().includes(wanted) || u.number.startsWith(wanted) || u.phone.includes(wanted)),
      );
    const sponsors = [...(exact ? [exact] : []), ...found].slice(0, query.isCheckout ? LIMIT.checkout : LIMIT.page);
    const cities = GEO_CITIES.filter((c) => c.countryCode === 'RU');
    return {
      sponsors: sponsors.map((u) => ({
        id: u.id,
        number: u.number,
        name: u.name,
        // The demo team has no cities of its own: each partner gets one by id, the same on every call.
        city: cities[u.id % cities.length]?.name ?? null,
        country: u.country,
        avatar: null,
      })),
    };
  },

  /**
   * A signed-in user changes sponsor only when can_change_sponsor allows (spec 2 §6); an anonymous
   * visitor's choice is kept on the checked open entry the call names.
   */
  openEntrySetSponsor: ({ body, caller, state }) => {
    const sponsor = users(state).get(body.sponsor_id);
    if (sponsor?.role !== 'partner' || sponsor.is_suspended) throw notFound('Sponsor');
    if (caller) {
      const { user } = caller;
      if (sponsor.id === user.id) throw badRequest({ sponsor_id: ['You cannot sponsor yourself'] });
      if (user.sponsorId !== null && !user.can_change_sponsor) {
        throw forbidden('Changing the sponsor is not allowed', 'cannot_change_sponsor');
      }
      user.sponsorId = sponsor.id;
      return { ok: true };
    }
    openEntries(state).active(body.open_entry).sponsorId = sponsor.id;
    return { ok: true };
  },
};
