import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('where sign-in may send the user next', () => {
  it('follows a path on this site with its query', () => {
    expect(safeNext('/office/mail?page=2')).toBe('/office/mail?page=2');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'office', '', null])('refuses %s', (next) => {
    expect(safeNext(next)).toBeNull();
  });
});
