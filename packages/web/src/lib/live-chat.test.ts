import { describe, expect, it } from 'vitest';
import { LIVE_CHAT_LAUNCHER, liveChatApplies, openLiveChat } from './live-chat';

type Site = Parameters<typeof liveChatApplies>[0];

const siteWithChat = (chat: Site['chat']) => ({ chat }) as Site;

/** A page root that has (or has not) the vendor's launcher, counting presses. */
const pageWith = (launcher: boolean) => {
  const presses: number[] = [];
  const root = {
    querySelector: (selector: string) => {
      expect(selector).toBe(LIVE_CHAT_LAUNCHER);
      return launcher ? { click: () => presses.push(1) } : null;
    },
  } as unknown as ParentNode;
  return { root, presses };
};

describe('the live chat (spec 1 §1, spec 2 §1: configured domains and languages only)', () => {
  it('applies only where the site enables it, in its chat languages', () => {
    expect(liveChatApplies(siteWithChat({ enabled: true, languages: ['ru'] }), 'ru')).toBe(true);
    expect(liveChatApplies(siteWithChat({ enabled: true, languages: ['ru'] }), 'en')).toBe(false);
    expect(liveChatApplies(siteWithChat({ enabled: false, languages: [] }), 'ru')).toBe(false);
  });

  it('opens the vendor’s window by its launcher, and says so when the script has not put one on the page', () => {
    const loaded = pageWith(true);
    expect(openLiveChat(loaded.root)).toBe(true);
    expect(loaded.presses).toHaveLength(1);
    const missing = pageWith(false);
    expect(openLiveChat(missing.root)).toBe(false);
  });
});
