import { describe, expect, it } from 'vitest';
import { initialScenes, sceneKeyAction, sceneLabel, scenesReducer } from './scene-navigation';

describe('home scene navigation', () => {
  const start = initialScenes(9);

  it('starts at scene 1 of the total, not moving', () => {
    expect(start).toEqual({ total: 9, current: 1, quickMove: false, offset: 0, target: null });
  });

  it('a move to the next scene is not quick; a jump over scenes is', () => {
    expect(scenesReducer(start, { type: 'next' })).toMatchObject({ target: 2, quickMove: false });
    expect(scenesReducer(start, { type: 'go', number: 8 })).toMatchObject({ target: 8, quickMove: true });
  });

  it('keeps a quick move on while passing other scenes and ends it on arrival', () => {
    const jumping = scenesReducer(start, { type: 'go', number: 8 });
    const passing = scenesReducer(jumping, { type: 'scrolled', current: 4, offset: 0.4 });
    expect(passing).toMatchObject({ current: 4, quickMove: true, target: 8, offset: 0.4 });
    const arrived = scenesReducer(passing, { type: 'scrolled', current: 8, offset: 0.9 });
    expect(arrived).toMatchObject({ current: 8, quickMove: false, target: null });
  });

  it('stays within 1 and the total', () => {
    expect(scenesReducer(start, { type: 'previous' })).toBe(start);
    const last = scenesReducer(start, { type: 'scrolled', current: 9, offset: 1 });
    expect(scenesReducer(last, { type: 'next' })).toBe(last);
    expect(scenesReducer(start, { type: 'go', number: 42 }).target).toBe(9);
    expect(scenesReducer(start, { type: 'scrolled', current: 3, offset: 7 }).offset).toBe(1);
  });

  it('counts several quick presses from where the move is going, not from where it is', () => {
    const once = scenesReducer(start, { type: 'next' });
    expect(scenesReducer(once, { type: 'next' })).toMatchObject({ target: 3, quickMove: true });
  });

  it('free scrolling updates the current scene without a target', () => {
    expect(scenesReducer(start, { type: 'scrolled', current: 5, offset: 0.5 })).toMatchObject({
      current: 5,
      target: null,
      quickMove: false,
    });
  });

  it('maps keys to moves', () => {
    expect(sceneKeyAction('PageDown', 9)).toEqual({ type: 'next' });
    expect(sceneKeyAction('End', 9)).toEqual({ type: 'go', number: 9 });
    expect(sceneKeyAction('7', 9)).toEqual({ type: 'go', number: 7 });
    expect(sceneKeyAction('7', 5)).toBeNull();
    expect(sceneKeyAction('a', 9)).toBeNull();
  });

  it('labels numbers with two digits', () => {
    expect(sceneLabel(3)).toBe('03');
  });
});
