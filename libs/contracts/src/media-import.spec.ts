import { PHOTO_MAX_PIXELS, PHOTO_MIN_SHORT_EDGE, tallPageSize } from './media-import';

describe('tallPageSize', () => {
  it('leaves a page of ordinary shape to the long-edge rule', () => {
    expect(tallPageSize(3000, 4000)).toBeNull();
    expect(tallPageSize(1000, 1400)).toBeNull();
    expect(tallPageSize(1000, 2000)).toBeNull();
  });

  it('keeps a long narrow page readable: its short edge stays at the minimum', () => {
    expect(tallPageSize(1117, 2857)).toEqual({ width: PHOTO_MIN_SHORT_EDGE, height: 2558 });
    expect(tallPageSize(2857, 1117)).toEqual({ width: 2558, height: PHOTO_MIN_SHORT_EDGE });
  });

  it('holds a very long page within the pixel budget, never below the long-edge size', () => {
    const size = tallPageSize(1000, 6000);
    expect(size).not.toBeNull();
    expect((size?.width ?? 0) * (size?.height ?? 0)).toBeLessThanOrEqual(PHOTO_MAX_PIXELS * 1.001);
    expect(size?.width).toBeGreaterThan(2000 / 6);
  });
});
