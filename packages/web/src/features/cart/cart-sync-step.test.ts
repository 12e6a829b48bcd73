import { describe, expect, it } from 'vitest';
import { cartSyncStep } from './cart-sync-step';

const USER = 7;
const none = new Set<number>();

describe('what an auth state asks of the browser cart (spec 2 §4 cart-merge)', () => {
  it('asks to merge once a user signs in with a visitor cart', () => {
    expect(cartSyncStep({ owner: null, userId: USER, hasLocal: true, asked: none })).toBe('ask-merge');
    expect(cartSyncStep({ owner: undefined, userId: USER, hasLocal: true, asked: none })).toBe('ask-merge');
  });

  it('does not ask twice in one page load (a language switch refetches the auth state)', () => {
    expect(cartSyncStep({ owner: null, userId: USER, hasLocal: true, asked: new Set([USER]) })).toBe('wait');
  });

  it('takes the saved cart when the browser has none, and clears it for the next user', () => {
    expect(cartSyncStep({ owner: null, userId: USER, hasLocal: false, asked: none })).toBe('adopt');
    expect(cartSyncStep({ owner: USER, userId: null, hasLocal: true, asked: none })).toBe('adopt');
    expect(cartSyncStep({ owner: USER, userId: USER + 1, hasLocal: true, asked: none })).toBe('adopt');
  });

  it('leaves the cart with its owner', () => {
    expect(cartSyncStep({ owner: USER, userId: USER, hasLocal: true, asked: none })).toBe('own');
    expect(cartSyncStep({ owner: undefined, userId: null, hasLocal: true, asked: none })).toBe('own');
  });
});
