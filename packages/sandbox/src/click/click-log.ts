import { areaStore, type SandboxState } from '../state/sandbox-state.js';

/** Spec 1 §3 click record types. */
export const CLICK_TYPES = { 0: 'catalogue', 1: 'mobile app', 2: 'mobile catalogue', 3: 'print catalogue' } as const;

export interface ClickEntry {
  name: string;
  place: string;
  type: keyof typeof CLICK_TYPES;
  userId: number | null;
  site: string;
  at: string;
}

/** Every click the clients report (POST /click/), oldest first. */
export class ClickLog {
  readonly entries: ClickEntry[] = [];

  constructor(private readonly state: SandboxState) {}

  add(entry: Omit<ClickEntry, 'at'>): void {
    this.entries.push({ ...entry, at: new Date(this.state.now()).toISOString() });
  }

  /** How many clicks of one kind a place got: what a catalogue report counts. */
  count(place: string, type: ClickEntry['type']): number {
    return this.entries.filter((e) => e.place === place && e.type === type).length;
  }
}

export const clickLog = areaStore((state) => new ClickLog(state));
