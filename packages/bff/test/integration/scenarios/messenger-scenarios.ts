import { expect } from 'vitest';
import { DEFAULT_VOICE_ASSISTANT_REDIRECT_ORIGINS } from '../../../src/platform/config.js';
import { SESSION_COOKIE } from '../../../src/platform/session/session-manager.js';
import type { Scenario } from '../scenario.js';

const CHAT = { chat_id: '4242', chat_type: 'telegram' };
/** The assistant the gateway knows by default: no scenario needs its own configuration. */
const ASSISTANT = DEFAULT_VOICE_ASSISTANT_REDIRECT_ORIGINS;

/** The external-auth pages: a messenger chat and a voice assistant link an account (spec 1 §2, §7, §8). */
export const messengerScenarios: Scenario[] = [
  {
    name: 'messenger-link',
    title: 'spec 1 §2, §7: links a messenger chat to the partner and does not sign this browser in',
    run: async ({ post, password, upstream }) => {
      const response = await post('/bff/v1/auth/messenger', { ...CHAT, login: 'partner', password });
      expect(response.statusCode).toBe(200);
      expect(response.json().msg).toContain('telegram:4242');
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(upstream.calls('messengerPartnerAuthenticate')).toBe(1);
      expect(upstream.calls()).toBe(1);
    },
  },
  {
    name: 'messenger-wrong-password',
    title: 'spec 1 §8: a wrong password is sign_in_failed with the password field error, never a redirect',
    run: async ({ post, upstream }) => {
      const response = await post('/bff/v1/auth/messenger', {
        ...CHAT,
        login: 'partner',
        password: 'not-the-password',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'sign_in_failed',
        message: 'Wrong login or password',
        fields: { password: [expect.any(String)] },
      });
      expect(response.json().error.redirect).toBeUndefined();
      expect(upstream.calls('messengerPartnerAuthenticate')).toBe(1);
    },
  },
  {
    name: 'messenger-bad-input',
    title: 'spec 1 §5: missing login, password or chat are refused with field errors before the upstream',
    noUpstreamCall: true,
    run: async ({ post, upstream }) => {
      const response = await post('/bff/v1/auth/messenger', { chat_id: ' ', chat_type: 'telegram', login: '' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(
        expect.arrayContaining(['login', 'password', 'chat_id']),
      );
      expect(upstream.calls('messengerPartnerAuthenticate')).toBe(0);
      expect(upstream.calls()).toBe(0);
    },
  },
  {
    name: 'voice-assistant-link',
    title: 'spec 1 §2, §7: sends a known voice assistant back with a one-time key and its state, no session here',
    run: async ({ post, password, upstream }) => {
      const response = await post('/bff/v1/auth/voice-assistant', {
        login: 'partner',
        password,
        redirect_uri: `${ASSISTANT}/broker/authorize?client=gf`,
        state: 'assistant-state',
      });
      expect(response.statusCode).toBe(200);
      const location = new URL(response.json().location);
      expect(location.origin).toBe(ASSISTANT);
      expect(location.pathname).toBe('/broker/authorize');
      expect(location.searchParams.get('client')).toBe('gf');
      expect(location.searchParams.get('state')).toBe('assistant-state');
      expect(location.searchParams.get('code')).toBeTruthy();
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(upstream.calls('domainRedirect')).toBe(1);
    },
  },
  {
    name: 'voice-assistant-wrong-password',
    title: 'spec 1 §8: a wrong password is sign_in_failed with the field error and no location',
    run: async ({ post, upstream }) => {
      const response = await post('/bff/v1/auth/voice-assistant', {
        login: 'partner',
        password: 'not-the-password',
        redirect_uri: `${ASSISTANT}/broker/authorize`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'sign_in_failed',
        fields: { password: [expect.any(String)] },
      });
      expect(response.json().location).toBeUndefined();
      expect(upstream.calls('domainRedirect')).toBe(1);
    },
  },
  {
    name: 'voice-assistant-refused',
    title: 'spec 1 §2: an unknown assistant, plain http or no URL is refused before the upstream asks for a key',
    noUpstreamCall: true,
    run: async ({ post, password, upstream }) => {
      const voice = (redirect_uri: string) =>
        post('/bff/v1/auth/voice-assistant', { login: 'partner', password, redirect_uri });
      for (const unknown of ['https://assistant.example.net/steal', ASSISTANT.replace('https:', 'http:')]) {
        const response = await voice(unknown);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'redirect_not_allowed',
          fields: { redirect_uri: [expect.any(String)] },
        });
      }
      const notUrl = await voice(new URL(ASSISTANT).host);
      expect(notUrl.statusCode).toBe(400);
      expect(Object.keys(notUrl.json().error.fields)).toContain('redirect_uri');
      expect(upstream.calls('domainRedirect')).toBe(0);
      expect(upstream.calls()).toBe(0);
    },
  },
];
