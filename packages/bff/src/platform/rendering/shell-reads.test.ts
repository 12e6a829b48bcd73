import { describe, expect, it } from 'vitest';
import { SHELL_READ_KEPT_MS, type ShellAnswer, ShellReads } from './shell-reads.js';

const answer = (status: number, text: string): ShellAnswer => ({ status, body: Buffer.from(text) });

describe('ShellReads (issue 30: a render reads the shell once a moment)', () => {
  it('answers a key from the read of less than SHELL_READ_KEPT_MS ago, then reads again', async () => {
    let now = 0;
    const reads = new ShellReads(() => now);
    let count = 0;
    const read = async () => answer(200, `site ${++count}`);
    expect(Buffer.from((await reads.get('ru|ru|/bff/v1/site', read)).body).toString()).toBe('site 1');
    now += SHELL_READ_KEPT_MS - 1;
    expect(Buffer.from((await reads.get('ru|ru|/bff/v1/site', read)).body).toString()).toBe('site 1');
    expect(Buffer.from((await reads.get('ru|en|/bff/v1/site', read)).body).toString()).toBe('site 2');
    now += 1;
    expect(Buffer.from((await reads.get('ru|ru|/bff/v1/site', read)).body).toString()).toBe('site 3');
  });

  it('never keeps a refusal or a failure, and drops everything when cleared', async () => {
    const reads = new ShellReads(() => 0);
    let status = 503;
    let count = 0;
    const read = async () => answer(status, `answer ${++count}`);
    expect((await reads.get('k', read)).status).toBe(503);
    status = 200;
    expect(Buffer.from((await reads.get('k', read)).body).toString()).toBe('answer 2');
    expect(Buffer.from((await reads.get('k', read)).body).toString()).toBe('answer 2');
    reads.clear();
    expect(Buffer.from((await reads.get('k', read)).body).toString()).toBe('answer 3');
  });

  it('makes one read for renders racing on a cold key, and lets a failed read be made again', async () => {
    const reads = new ShellReads(() => 0);
    let count = 0;
    let release: () => void = () => {};
    const read = () => {
      count += 1;
      return new Promise<ShellAnswer>((resolve) => {
        release = () => resolve(answer(200, 'site'));
      });
    };
    const racing = [reads.get('k', read), reads.get('k', read), reads.get('k', read)];
    release();
    expect((await Promise.all(racing)).map((a) => Buffer.from(a.body).toString())).toEqual(['site', 'site', 'site']);
    expect(count).toBe(1);
    const failing = () => Promise.reject(new Error('unreachable'));
    await expect(reads.get('other', failing)).rejects.toThrow('unreachable');
    expect(Buffer.from((await reads.get('other', async () => answer(200, 'back'))).body).toString()).toBe('back');
  });
});
