import { describe, expect, it } from 'vitest';
import type { Interaction, Recording } from './recording.js';
import { secretsLeft } from './secrets-left.js';

const KNOWN = [
  { name: 'password', value: 'demo1234' },
  { name: 'SMS code', value: '1111' },
];

const recordingOf = (request: Partial<Interaction['request']>, body: unknown): Recording => ({
  scenario: 'unit',
  title: 'unit',
  interactions: [
    {
      request: { method: 'POST', path: '/x/', headers: {}, ...request },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body },
    },
  ],
});

describe('secrets left in a recording', () => {
  it('finds none in a redacted recording', () => {
    const clean = recordingOf(
      {
        headers: { authorization: 'Bearer <access-token-1>' },
        body: { password: '<password-1>', phone: '+79001111234' },
      },
      { access_token: '<access-token-2>', code: '10074', price: 1111 },
    );
    expect(secretsLeft(clean, KNOWN)).toEqual([]);
  });

  it('finds a known secret anywhere (the SMS code as a word), a token, a cookie and what the redaction would replace', () => {
    const leaky = recordingOf(
      {
        operation: 'openEntryCheckCode',
        headers: { authorization: 'Bearer raw-credential', cookie: '<cookie-1>' },
        body: { code: '4821', comment: 'sent by demo1234x' },
      },
      { message: 'Your code is 1111.', link: 'https://x.example/?key=rt_0000001aaaaaaabbbbbbbcccccccddd' },
    );
    expect(secretsLeft(leaky, KNOWN)).toEqual([
      'interactions[0].request.body.comment: the password',
      'interactions[0].response.body.message: the SMS code',
      'interactions[0].response.body.link: a token (rt_…)',
      'interactions[0].request.headers.cookie: a cookie',
      'interactions[0].request.headers.authorization: a value the redaction replaces (by Bearer <access-token-1>)',
      'interactions[0].request.body.code: a value the redaction replaces (by <one-time-code-1>)',
      'interactions[0].response.body.link: a value the redaction replaces (by https://x.example/?key=<refresh-token-1>)',
    ]);
  });
});
