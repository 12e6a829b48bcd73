import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { DEFAULT_ACCESSIBILITY_WIDGET_URL, DEFAULT_CHAT_WIDGET_URL, loadConfig } from '../config.js';

describe('widget scripts in the site reply and the CSP (spec 1 §1)', () => {
  let h: Harness | undefined;
  afterEach(() => h?.close());

  it("defaults to the vendors' URLs, and an empty value turns a widget off", () => {
    const defaults = loadConfig({});
    expect(defaults.ACCESSIBILITY_WIDGET_URL).toBe(DEFAULT_ACCESSIBILITY_WIDGET_URL);
    expect(defaults.CHAT_WIDGET_URL).toBe(DEFAULT_CHAT_WIDGET_URL);
    expect(loadConfig({ ACCESSIBILITY_WIDGET_URL: '', CHAT_WIDGET_URL: ' ' })).toMatchObject({
      ACCESSIBILITY_WIDGET_URL: null,
      CHAT_WIDGET_URL: null,
    });
    expect(() => loadConfig({ CHAT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/CHAT_WIDGET_URL/);
  });

  it('gives the configured URLs in the site reply and allows their origins in the CSP', async () => {
    h = await startHarness({
      ACCESSIBILITY_WIDGET_URL: 'https://a11y.example.com/w.js',
      CHAT_WIDGET_URL: 'https://chat.example.com/b.js',
    });
    const response = await h.get('/bff/v1/site');
    expect(response.json().widgets).toEqual({
      accessibility: 'https://a11y.example.com/w.js',
      chat: 'https://chat.example.com/b.js',
      recaptcha: null,
    });
    // The policy of the pages that run the widgets.
    const csp = String((await h.get('/')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/a11y\.example\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/chat\.example\.com/);
    expect(csp).not.toContain('gstatic');
  });

  it('offers the recaptcha script only with a site key', async () => {
    h = await startHarness({ RECAPTCHA_SITE_KEY: 'site-key', ACCESSIBILITY_WIDGET_URL: null, CHAT_WIDGET_URL: null });
    const response = await h.get('/bff/v1/site');
    expect(response.json()).toMatchObject({
      recaptchaSiteKey: 'site-key',
      widgets: { accessibility: null, chat: null, recaptcha: 'https://www.google.com/recaptcha/api.js' },
    });
    expect(String((await h.get('/')).headers['content-security-policy'])).toMatch(
      /script-src [^;]*https:\/\/www\.gstatic\.com/,
    );
  });
});
