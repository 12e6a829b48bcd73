import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the text is on the clipboard once the browser took it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('https://ru.example/p/1')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://ru.example/p/1');
  });

  it('says it failed when the browser refuses, instead of claiming a copy', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    expect(await copyText('x')).toBe(false);
  });

  it('says it failed where there is no clipboard (a page not served over https)', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyText('x')).toBe(false);
  });
});
