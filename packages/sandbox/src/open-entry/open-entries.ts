import { type CheckedOpenEntry, OPEN_ENTRY_VALIDITY_MS } from '@gf/contracts/upstream/entities/open-entry';
import type { z } from 'zod';
import { badRequest } from '../errors.js';
import { phoneDigits } from '../phone-rules.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';

interface OpenEntry {
  createdAt: number;
  sponsorId: number | null;
}

const keyOf = ({ phone, code }: z.output<typeof CheckedOpenEntry>): string => `${phoneDigits(phone)}:${code}`;

/**
 * The open entries whose code was checked (spec 2 §3: phone, code, createdAt), each with the
 * sponsor its visitor set afterwards (spec 2 §4). The visitor's anonymous calls name the entry by
 * phone and code (an assumption of the contract), so two visitors never share a sponsor choice.
 */
export class OpenEntries {
  private readonly entries = new Map<string, OpenEntry>();

  constructor(private readonly state: SandboxState) {}

  /** A checked code starts a new entry: the 24 hours run again and the sponsor is chosen again. */
  check(entry: z.output<typeof CheckedOpenEntry>): void {
    this.entries.set(keyOf(entry), { createdAt: this.state.now(), sponsorId: null });
  }

  /** The entry a call names, while it is valid; a 400 on `open_entry` otherwise. */
  active(entry: z.output<typeof CheckedOpenEntry> | undefined): OpenEntry {
    const found = entry ? this.entries.get(keyOf(entry)) : undefined;
    if (!found || this.state.now() - found.createdAt >= OPEN_ENTRY_VALIDITY_MS) {
      throw badRequest({ open_entry: ['Confirm the phone with a code first'] }, 'The open entry is unknown or expired');
    }
    return found;
  }
}

export const openEntries = areaStore((state) => new OpenEntries(state));
