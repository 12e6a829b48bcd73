import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '@gf/contracts/rules/release-reload';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isModuleFetchFailure, reloadForRelease } from './release-reload';

describe('isModuleFetchFailure', () => {
  it('knows each browser’s words for a chunk it could not fetch, and Vite’s for a style sheet', () => {
    expect(isModuleFetchFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isModuleFetchFailure(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isModuleFetchFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isModuleFetchFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other failures to the error screen', () => {
    expect(isModuleFetchFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isModuleFetchFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isModuleFetchFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadForRelease', () => {
  const assign = vi.fn();
  let stored: Record<string, string>;
  beforeEach(() => {
    stored = {};
    assign.mockClear();
    vi.stubGlobal('window', { location: { assign, origin: 'https://ru.example' } });
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => {
        stored[key] = value;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the address afresh once, and leaves a second failure there within the guard to the error screen', () => {
    expect(reloadForRelease('/office/mail', 1_000)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://ru.example/office/mail');
    expect(reloadForRelease('/office/mail', 5_000)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('reloads another address, and the same one again after the guard', () => {
    expect(reloadForRelease('/office/mail', 1_000)).toBe(true);
    expect(reloadForRelease('/office/events', 2_000)).toBe(true);
    expect(reloadForRelease('/office/mail', 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('stays on the site for a path that reads as another host (`//other.example/`)', () => {
    expect(reloadForRelease('//other.example/x', 1_000)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://ru.example//other.example/x');
  });

  it('reloads when the guard holds something it cannot read', () => {
    stored[RELOAD_GUARD_KEY] = '{not json';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(reloadForRelease('/office/mail', 1_000)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('leaves the failure to the error screen when the browser keeps no guard (storage refused)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(reloadForRelease('/office/mail', 1_000)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
