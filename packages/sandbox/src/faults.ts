/**
 * Fault switches for tests (issue 3): added latency, an error status, a reset connection, a
 * malformed JSON body, a body that stalls. Per request through the `x-sandbox-fault` header, or
 * globally through the admin route. Both are off unless SANDBOX_ADMIN=1.
 */
export interface Fault {
  latencyMs?: number;
  status?: number;
  reset?: boolean;
  malformed?: boolean;
  stall?: boolean;
  /** A file reply breaks off after this many bytes of its body (the connection is cut). */
  cutAfterBytes?: number;
}

export interface GlobalFault {
  fault: Fault;
  /** Only these operations; all when absent. */
  operations?: string[];
  /** How many calls it applies to before it switches itself off; forever when absent. */
  times?: number;
}

export const FAULT_HEADER = 'x-sandbox-fault';
export const FAULT_STATUSES = [401, 403, 404, 410, 429, 500, 502, 503, 504] as const;

/** Reads `latency=200;status=502`, `reset`, `malformed`, `stall`, `cut=65536`. */
export const parseFault = (text: string): Fault => {
  const fault: Fault = {};
  for (const part of text.split(/[;,]/)) {
    const [rawKey, value] = part.trim().split('=');
    const key = rawKey?.trim();
    if (key === 'latency') fault.latencyMs = Number(value);
    else if (key === 'status' && FAULT_STATUSES.includes(Number(value) as never)) fault.status = Number(value);
    else if (key === 'reset') fault.reset = true;
    else if (key === 'malformed') fault.malformed = true;
    else if (key === 'stall') fault.stall = true;
    else if (key === 'cut' && /^\d{1,12}$/.test(value ?? '')) fault.cutAfterBytes = Number(value);
    else if (key) throw new Error(`Unknown fault "${part.trim()}"`);
  }
  if (fault.latencyMs !== undefined && !(fault.latencyMs >= 0 && fault.latencyMs <= 600_000)) {
    throw new Error('latency must be 0 to 600000 ms');
  }
  return fault;
};

export class Faults {
  private global: GlobalFault | null = null;
  /** Calls that have arrived per operation, counted before any fault delays them (the call log counts them once answered). */
  private readonly arrivals = new Map<string, number>();

  set(global: GlobalFault | null): void {
    this.global = global;
  }

  current(): GlobalFault | null {
    return this.global;
  }

  /** How many calls of an operation have arrived so far, answered or not: what is in flight shows beside the call log. */
  arrived(operationId: string): number {
    return this.arrivals.get(operationId) ?? 0;
  }

  /** The fault for one call: the request's header wins over the global switch. */
  take(operationId: string, header: string | undefined): Fault | null {
    this.arrivals.set(operationId, (this.arrivals.get(operationId) ?? 0) + 1);
    if (header) return parseFault(header);
    const global = this.global;
    if (!global) return null;
    if (global.operations && !global.operations.includes(operationId)) return null;
    if (global.times !== undefined) {
      global.times -= 1;
      if (global.times <= 0) this.global = null;
    }
    return global.fault;
  }
}
