import { describe, expect, it } from 'vitest';
import {
  CALLERS,
  operationOf,
  ROUTE_ACCESS,
  ROUTE_ACCESS_BASIS,
  ROUTE_ACCESS_TABLE,
  ROUTE_REFUSALS,
  routeDecision,
} from './route-access.js';
import { SPECTATABLE, spectating } from './spectating.js';

describe('route access (issue 29: access kind × caller × read or write)', () => {
  it('decides every cell, each by an allowance or a named refusal, and says where each row comes from', () => {
    for (const access of ROUTE_ACCESS) {
      expect(ROUTE_ACCESS_BASIS[access], access).toMatch(/spec|x-assumed/);
      for (const caller of CALLERS)
        for (const operation of ['read', 'write'] as const) {
          const decision = ROUTE_ACCESS_TABLE[access][caller][operation];
          expect(decision === 'allowed' || Object.hasOwn(ROUTE_REFUSALS, decision), `${access} ${caller}`).toBe(true);
        }
    }
  });

  it('reads GET and HEAD, writes everything else', () => {
    expect(['GET', 'HEAD'].map(operationOf)).toEqual(['read', 'read']);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(operationOf)).toEqual(['write', 'write', 'write', 'write']);
  });

  it('never lets a viewing manager make or spend sign-in material, nor touch owner-only things', () => {
    for (const caller of ['viewer', 'orderingManager'] as const)
      for (const method of ['GET', 'POST']) {
        expect(routeDecision('credentials', caller, method)).toBe('spectator_credentials');
        expect(routeDecision('ownerOnly', caller, method)).toBe('spectator_owner_only');
      }
  });

  it('lets a manager with can_create_order_well order, and no other write (spec 1 §6, spec 2 §6)', () => {
    expect(routeDecision('ordering', 'orderingManager', 'POST')).toBe('allowed');
    expect(routeDecision('ordering', 'viewer', 'POST')).toBe('spectator_cannot_order');
    expect(routeDecision('ordering', 'viewer', 'GET')).toBe('allowed');
    expect(routeDecision('signedIn', 'orderingManager', 'POST')).toBe('spectator_read_only');
    expect(routeDecision('signedIn', 'orderingManager', 'GET')).toBe('allowed');
  });

  it('lets visitors order and sign in, and sends them to sign in for an account’s own things', () => {
    expect(routeDecision('ordering', 'visitor', 'POST')).toBe('allowed');
    expect(routeDecision('credentials', 'visitor', 'POST')).toBe('allowed');
    expect(routeDecision('signedIn', 'visitor', 'GET')).toBe('sign_in_required');
    expect(ROUTE_REFUSALS.sign_in_required.status).toBe(401);
  });
});

describe('who may be viewed (issue 29, an assumption)', () => {
  const user = { role: 'partner' as const, is_suspended: false, can_spectate: false };

  it('lets both kinds of manager view partners and clients', () => {
    for (const watcher of Object.keys(SPECTATABLE) as (keyof typeof SPECTATABLE)[]) {
      expect(spectating(watcher, user)).toEqual({ ok: true });
      expect(spectating(watcher, { ...user, role: 'client' })).toEqual({ ok: true });
    }
  });

  it('never an employee, an account that views others, or a suspended account', () => {
    expect(spectating('viewer', { ...user, role: 'employee' })).toEqual({ ok: false, why: 'role' });
    expect(spectating('orderingManager', { ...user, can_spectate: true })).toEqual({ ok: false, why: 'spectator' });
    expect(spectating('viewer', { ...user, is_suspended: true })).toEqual({ ok: false, why: 'suspended' });
  });
});
