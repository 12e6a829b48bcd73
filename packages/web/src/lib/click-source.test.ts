import { describe, expect, it } from 'vitest';
import { CLICK_TYPES } from '../config/constants';
import { entryClick } from './click-source';

describe('the click type of an entry link (spec 1 §3: catalogue 0, mobile app 1, mobile catalogue 2, print catalogue 3)', () => {
  it('reads gw as the mobile app and dc as a catalogue', () => {
    expect(entryClick('?gw=banner')).toEqual({ type: CLICK_TYPES.mobileApp, place: 'banner' });
    expect(entryClick('?dc=print')).toEqual({ type: CLICK_TYPES.printCatalogue, place: 'print' });
    expect(entryClick('?dc=mobile&x=1')).toEqual({ type: CLICK_TYPES.mobileCatalogue, place: 'mobile' });
    expect(entryClick('?dc=spring-2027')).toEqual({ type: CLICK_TYPES.catalogue, place: 'spring-2027' });
    expect(entryClick('?q=tea')).toBeNull();
  });
});
