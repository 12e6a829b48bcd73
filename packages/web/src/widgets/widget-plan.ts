import type { components } from '@gf/contracts/generated/bff';
import { ACCESSIBILITY_WIDGET_LANGUAGES } from '../config/constants';
import { liveChatApplies } from '../lib/live-chat';

type SiteReply = components['schemas']['SiteReply'];

/** Which third-party scripts this page may load: a URL for each that may, null for each that may not. */
export interface WidgetPlan {
  accessibility: string | null;
  chat: string | null;
  recaptcha: { url: string; siteKey: string } | null;
}

/**
 * Spec 1 §1: the accessibility widget only on the Israeli site (the site says `accessibilityWidget`)
 * and only in its languages en and he; live chat only where the site enables it and in its chat
 * languages; the invisible recaptcha (spec 1 §7) only where the gateway has a site key. A widget
 * whose URL the gateway did not configure never loads.
 */
export const widgetPlan = (reply: SiteReply, language: string): WidgetPlan => {
  const { site, widgets, recaptchaSiteKey } = reply;
  const accessibility =
    site.accessibilityWidget && ACCESSIBILITY_WIDGET_LANGUAGES.includes(language) ? widgets.accessibility : null;
  const chat = liveChatApplies(site, language) ? widgets.chat : null;
  const recaptcha =
    recaptchaSiteKey && widgets.recaptcha ? { url: widgets.recaptcha, siteKey: recaptchaSiteKey } : null;
  return { accessibility, chat, recaptcha };
};

/** The recaptcha script URL for a site key: `render=<key>` turns on the invisible (v3) mode. */
export const recaptchaScriptUrl = ({ url, siteKey }: { url: string; siteKey: string }): string => {
  const script = new URL(url);
  script.searchParams.set('render', siteKey);
  return script.toString();
};
