export interface CallRecord {
  operationId: string;
  method: string;
  path: string;
  status: number;
  userId: number | null;
}

const MAX_RECORDS = 2_000;

/** How many times each operation was called, so a test can assert "exactly one refresh". */
export class CallLog {
  private counts = new Map<string, number>();
  private records: CallRecord[] = [];

  add(record: CallRecord): void {
    this.counts.set(record.operationId, (this.counts.get(record.operationId) ?? 0) + 1);
    this.records.push(record);
    if (this.records.length > MAX_RECORDS) this.records.shift();
  }

  count(operationId: string): number {
    return this.counts.get(operationId) ?? 0;
  }

  snapshot(): { counts: Record<string, number>; records: CallRecord[] } {
    return { counts: Object.fromEntries(this.counts), records: [...this.records] };
  }

  clear(): void {
    this.counts = new Map();
    this.records = [];
  }
}
