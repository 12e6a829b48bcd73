import type { Config } from '../config.js';

/** The origins of the configured widget scripts (recaptcha only with a site key: it also needs gstatic). */
export const widgetScriptOrigins = (config: Config): string[] => {
  const urls = [config.ACCESSIBILITY_WIDGET_URL, config.CHAT_WIDGET_URL];
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SCRIPT_URL)
    urls.push(config.RECAPTCHA_SCRIPT_URL, 'https://www.gstatic.com');
  return urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
};

/**
 * Only the app's own assets, plus the widget origins an operator configures (WIDGET_ORIGINS:
 * accessibility widget, live chat, recaptcha). No inline <style> elements or `style-src
 * 'unsafe-inline'` (issue 15): the client's CSS is in files. Inline style attributes alone stay
 * allowed (`style-src-attr`, CSP 3): React sets positions and sizes through them (virtualised
 * tables, progress bars), and an attribute cannot load anything or read the page the way an
 * injected style sheet can (no selectors, so no attribute-selector exfiltration).
 */
export const contentSecurityPolicy = (config: Config): Record<string, string[]> => {
  const widgets = [...new Set([...config.WIDGET_ORIGINS, ...widgetScriptOrigins(config)])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...widgets],
    'style-src': ["'self'", ...widgets],
    'style-src-elem': ["'self'", ...widgets],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...widgets],
    'font-src': ["'self'", 'data:', ...widgets],
    'connect-src': ["'self'", ...widgets],
    'frame-src': ["'self'", ...widgets],
    'form-action': ["'self'", ...config.PAYMENT_ORIGINS],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
};
