import { areaStore, type SandboxState } from '../state/sandbox-state.js';

export type SessionStatus = 'pending' | 'approved' | 'paid' | 'declined';

/** A payment started with an external provider, finished on the sandbox provider page. */
export interface ProviderSession {
  id: string;
  orderId: number;
  provider: string;
  amount: number;
  successUrl: string | null;
  failUrl: string | null;
  status: SessionStatus;
}

export class ProviderSessions {
  private readonly byId = new Map<string, ProviderSession>();
  private readonly random;

  constructor(state: SandboxState) {
    this.random = state.random('provider-sessions');
  }

  start(session: Omit<ProviderSession, 'id' | 'status'>): ProviderSession {
    const created = {
      ...session,
      id: this.random.token(`${session.provider.split('/')[0]}_`),
      status: 'pending' as const,
    };
    this.byId.set(created.id, created);
    return created;
  }

  get(id: string): ProviderSession | undefined {
    return this.byId.get(id);
  }

  /** The newest unfinished session of an order with a provider (a page opened without payment_id). */
  latest(orderId: number, provider: string): ProviderSession | undefined {
    return [...this.byId.values()]
      .reverse()
      .find((s) => s.orderId === orderId && s.provider.split('/')[0] === provider && s.status === 'pending');
  }
}

export const providerSessions = areaStore((state) => new ProviderSessions(state));
