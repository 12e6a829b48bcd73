import { describe, expect, it } from 'vitest';
import { MODAL_QUERY_PARAM } from '../config/constants';
import {
  askedAfterRender,
  closeStep,
  namesAfterClose,
  namesAfterOpen,
  namesInEffect,
  openChanges,
  readModalNames,
  searchWithModals,
} from './modal-state';

describe('modals by name (spec 1 §2)', () => {
  it('opening one closes the others', () => {
    expect(namesAfterOpen(['language', 'info'], 'sign-in')).toEqual(['sign-in']);
  });

  it('keeps the others when told to, the new one on top', () => {
    expect(namesAfterOpen(['sign-in', 'info'], 'sign-in', { keepOthers: true })).toEqual(['info', 'sign-in']);
    expect(namesAfterOpen(['sign-in'], 'confirm', { keepOthers: true })).toEqual(['sign-in', 'confirm']);
  });

  it('asked again for the one on top, changes nothing (no second history entry to step back onto)', () => {
    expect(openChanges(['cart-merge'], namesAfterOpen(['cart-merge'], 'cart-merge'))).toBe(false);
    expect(openChanges(['info', 'confirm'], namesAfterOpen(['info', 'confirm'], 'confirm', { keepOthers: true }))).toBe(
      false,
    );
    expect(openChanges(['confirm', 'info'], namesAfterOpen(['confirm', 'info'], 'confirm', { keepOthers: true }))).toBe(
      true,
    );
    expect(openChanges(['info', 'confirm'], namesAfterOpen(['info', 'confirm'], 'confirm'))).toBe(true);
  });

  it('an open asked before the last one landed starts from it: cart-merge asked twice is pushed once', () => {
    const first = namesAfterOpen(namesInEffect([], null, 'a'), 'cart-merge');
    const asked = { key: 'a', names: first };
    const again = namesInEffect([], asked, 'a');
    expect(openChanges(again, namesAfterOpen(again, 'cart-merge'))).toBe(false);
    // Once the address has landed (a new location), the address speaks again.
    expect(namesInEffect(['info'], asked, 'b')).toEqual(['info']);
  });

  it('forgets the asked open once its address landed: Back to the location it left opens it anew', () => {
    const asked = { key: 'a', names: ['delivery-map'] };
    expect(askedAfterRender(asked, 'a')).toBe(asked);
    const afterLanding = askedAfterRender(asked, 'b');
    expect(afterLanding).toBeNull();
    // Closed by stepping back to 'a': opening again must push again.
    const current = namesInEffect([], afterLanding, 'a');
    expect(openChanges(current, namesAfterOpen(current, 'delivery-map'))).toBe(true);
  });

  it('closing one leaves the rest', () => {
    expect(namesAfterClose(['sign-in', 'confirm'], 'confirm')).toEqual(['sign-in']);
  });

  it('lives in the address beside the other parameters, and leaves no trace when all are closed', () => {
    const search = searchWithModals('?q=tea&page=2', ['sign-in', 'confirm']);
    expect(search).toBe(`?q=tea&page=2&${MODAL_QUERY_PARAM}=sign-in%2Cconfirm`);
    expect(readModalNames(search)).toEqual(['sign-in', 'confirm']);
    expect(searchWithModals(search, [])).toBe('?q=tea&page=2');
    expect(searchWithModals(`?${MODAL_QUERY_PARAM}=info`, [])).toBe('');
  });

  it('reads a hand-written address without duplicates or empty names', () => {
    expect(readModalNames(`?${MODAL_QUERY_PARAM}=info,,info,sign-in`)).toEqual(['info', 'sign-in']);
    expect(readModalNames('?other=1')).toEqual([]);
  });

  it('closes the top modal it opened by going back, so Back never reopens it', () => {
    expect(closeStep(['sign-in'], 'sign-in', ['sign-in'])).toBe('back');
    // Opened by a shared link: there is no entry of ours to go back to.
    expect(closeStep(['sign-in'], 'sign-in', [])).toBe('replace');
    // Not the top one: going back would close the wrong modal.
    expect(closeStep(['sign-in', 'confirm'], 'sign-in', ['sign-in', 'confirm'])).toBe('replace');
  });
});
