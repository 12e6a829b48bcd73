import { describe, expect, it } from 'vitest';
import { SCROLLBAR_DAMPING, SCROLLBAR_MIN_THUMB_PX } from '../config/constants';
import { dampedStep, thumbGeometry } from './smooth-scroll';

describe('the custom scrollbar (spec 1 §9: damping 0.1, minimum thumb 20)', () => {
  it('sizes the thumb by the share in view, never under the minimum', () => {
    expect(thumbGeometry(400, 800, 0)).toEqual({ size: 200, offset: 0 });
    expect(thumbGeometry(400, 800, 400)).toEqual({ size: 200, offset: 200 });
    expect(thumbGeometry(400, 400_000, 0)?.size).toBe(SCROLLBAR_MIN_THUMB_PX);
    expect(thumbGeometry(400, 400, 0)).toBeNull();
  });

  it('moves each frame by the damping share of the way left, and lands exactly', () => {
    expect(dampedStep(0, 100)).toBeCloseTo(100 * SCROLLBAR_DAMPING);
    expect(dampedStep(99.7, 100)).toBe(100);
    let position = 0;
    let frames = 0;
    while (position !== 300 && frames < 1000) {
      position = dampedStep(position, 300);
      frames += 1;
    }
    expect(position).toBe(300);
    expect(frames).toBeGreaterThan(10);
  });
});
