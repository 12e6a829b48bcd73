import type { Config } from '../config.js';

/**
 * Only the app's own assets, plus the widget origins an operator configures (WIDGET_ORIGINS:
 * accessibility widget, live chat, recaptcha). Styles allow inline attributes for React.
 */
export const contentSecurityPolicy = (config: Config): Record<string, string[]> => {
  const widgets = config.WIDGET_ORIGINS;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...widgets],
    'style-src': ["'self'", "'unsafe-inline'", ...widgets],
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
