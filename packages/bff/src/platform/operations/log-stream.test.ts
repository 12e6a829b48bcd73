import { describe, expect, it } from 'vitest';
import { BatchedStdout } from './log-stream.js';

describe('batched log output', () => {
  it('writes the lines of one event-loop turn together, in order, and nothing is lost on close', async () => {
    const writes: string[] = [];
    const stream = new BatchedStdout({ write: (text) => writes.push(text) });
    stream.write('a\n');
    stream.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n']);
    stream.write('c\n');
    stream.close();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});
