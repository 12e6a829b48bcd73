import { OkReply } from './common.js';
import { ClickRecord } from './entities/content.js';
import { op } from './operation.js';

/** Spec 1 §7 POST /click/: catalogue click logging; the client swallows its errors (spec 1 §8). */
export const clickOperations = {
  clickLog: op({
    method: 'post',
    path: '/click/',
    tag: 'click',
    spec: '1 §7',
    auth: 'optional',
    summary: 'Log a click from a catalogue, the mobile app or a print catalogue',
    body: ClickRecord,
    reply: OkReply,
  }),
} as const;
