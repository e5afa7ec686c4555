import { isSwipeRight, isSwipeScreen } from './swipe';

describe('right swipe for autocomplete (spec 4.8, 9)', () => {
  it('is a sideways move of at least 30 px to the right', () => {
    expect(isSwipeRight({ x: 10, y: 100 }, { x: 80, y: 110 })).toBe(true);
    expect(isSwipeRight({ x: 10, y: 100 }, { x: 30, y: 100 })).toBe(false);
    expect(isSwipeRight({ x: 80, y: 100 }, { x: 10, y: 100 })).toBe(false);
    expect(isSwipeRight({ x: 10, y: 100 }, { x: 60, y: 160 })).toBe(false);
  });

  it('is detected on screens of 800x600 or smaller, in either orientation', () => {
    expect(isSwipeScreen(800, 600)).toBe(true);
    expect(isSwipeScreen(600, 800)).toBe(true);
    expect(isSwipeScreen(640, 360)).toBe(true);
    expect(isSwipeScreen(360, 640)).toBe(true);
    // One side within the box is not enough: a tall phone (390x844) or a wide short window.
    expect(isSwipeScreen(390, 844)).toBe(false);
    expect(isSwipeScreen(1280, 500)).toBe(false);
    expect(isSwipeScreen(801, 600)).toBe(false);
    expect(isSwipeScreen(800, 601)).toBe(false);
    expect(isSwipeScreen(1024, 768)).toBe(false);
    expect(isSwipeScreen(1440, 900)).toBe(false);
  });
});
