import type { components } from '@gf/contracts/generated/bff';

type Site = components['schemas']['SiteReply']['site'];

/** Spec 1 §1, spec 2 §1: the live chat only on the sites that enable it, and only in their chat languages. */
export const liveChatApplies = (site: Site, language: string): boolean =>
  site.chat.enabled && (site.chat.languages as readonly string[]).includes(language);

/**
 * `x-assumed`: the launcher the chat vendor's script (CHAT_WIDGET_URL, webim button.js) puts on the
 * page. The script is the vendor's; the page only presses its launcher.
 */
export const LIVE_CHAT_LAUNCHER = '.webim_button, [data-webim-button]';

/** Opens the vendor's chat window by pressing its launcher; false while the script has not put one on the page. */
export const openLiveChat = (root: ParentNode = document): boolean => {
  const launcher = root.querySelector<HTMLElement>(LIVE_CHAT_LAUNCHER);
  if (!launcher) return false;
  launcher.click();
  return true;
};
