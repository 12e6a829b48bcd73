import { describe, expect, it } from 'vitest';
import { pageOf } from './use-scroll-to-top';

describe('what counts as a new page for scrolling to the top (spec 1 §2)', () => {
  it('ignores opening and closing modals', () => {
    expect(pageOf('/shop', '?q=1&modal=sign-in')).toBe(pageOf('/shop', '?q=1'));
  });

  it('sees a new path or query', () => {
    expect(pageOf('/shop', '?page=2')).not.toBe(pageOf('/shop', '?page=1'));
    expect(pageOf('/office/mail', '')).not.toBe(pageOf('/shop', ''));
  });
});
