import { describe, expect, it } from 'vitest';
import { jsonChanges } from './json-changes.js';
import { type Recording, recordingText } from './recording.js';
import { recordingChanges, staleRecordingMessage } from './recording-changes.js';

const mailList = (ids: number[]): Recording => ({
  scenario: 'page-mail-home',
  title: 'lists the conversations',
  interactions: [
    {
      request: { operation: 'mailList', method: 'GET', path: '/office/mail/list/', headers: {} },
      response: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { conversations: ids.map((id) => ({ id, subject: 'Catalogue and stock questions' })) },
      },
    },
  ],
});

describe('what moved in a recording', () => {
  it('gives each changed value as a readable JSON path, before and after', () => {
    expect(
      jsonChanges(
        { a: { 'content-type': 'json', list: [1, 2] }, gone: true },
        { a: { 'content-type': 'text', list: [1, 3, 4] }, added: null },
      ),
    ).toEqual([
      { path: 'a["content-type"]', was: 'json', now: 'text' },
      { path: 'a.list[1]', was: 2, now: 3 },
      { path: 'a.list[2]', was: undefined, now: 4 },
      { path: 'gone', was: true, now: undefined },
      { path: 'added', was: undefined, now: null },
    ]);
  });

  it('names the scenario, the field that moved with its upstream call, and says to run npm run record', () => {
    const message = staleRecordingMessage(
      'page-mail-home',
      recordingText(mailList([22])),
      recordingText(mailList([25])),
    );
    expect(message).toMatch(/^recordings\/page-mail-home\.json \(scenario "page-mail-home"\) is not what/);
    expect(message).toContain(
      '\n  interactions[0].response.body.conversations[0].id: 22 → 25  (call #1 GET /office/mail/list/)\n',
    );
    expect(message).toContain('Run `npm run record`, review `git diff packages/bff/recordings/`');
  });

  it('says nothing when the committed text is what recording writes', () => {
    const text = recordingText(mailList([25]));
    expect(staleRecordingMessage('page-mail-home', text, text)).toBeNull();
  });

  it('tells a missing file, a merge conflict and a formatting change apart', () => {
    const fresh = recordingText(mailList([25]));
    expect(staleRecordingMessage('page-mail-home', null, fresh)).toContain('\n  the file is missing\n');
    expect(recordingChanges(`<<<<<<< HEAD\n${fresh}=======\n${fresh}>>>>>>> other\n`, fresh)).toEqual([
      'the file is not JSON (a merge conflict)',
    ]);
    expect(recordingChanges(JSON.stringify(mailList([25])), fresh)).toEqual(['the same JSON, written differently']);
  });

  it('lists a dozen changes, shortens long values, and counts the rest', () => {
    const lines = recordingChanges(
      recordingText(mailList(Array.from({ length: 20 }, (_, i) => i))),
      recordingText(mailList(Array.from({ length: 20 }, (_, i) => i + 100))),
    );
    expect(lines).toHaveLength(13);
    expect(lines.at(-1)).toBe('… and 8 more changed values');
    const added = recordingChanges(recordingText(mailList([])), recordingText(mailList([1])));
    expect(added).toEqual([
      'interactions[0].response.body.conversations[0]: (absent) → {"id":1,"subject":"Catalogue and stock questions"}  (call #1 GET /office/mail/list/)',
    ]);
    const long = recordingChanges(recordingText(mailList([])), recordingText(mailList([1, 2, 3])));
    expect(long.every((line) => line.length < 200)).toBe(true);
  });
});
