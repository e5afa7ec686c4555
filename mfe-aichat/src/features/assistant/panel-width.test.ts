import { clampPanelWidth } from './panel-width';

describe('clampPanelWidth', () => {
  it('keeps the drawer between 300 px and 80 % of the window', () => {
    expect(clampPanelWidth(100, 1000, 300, 0.8)).toBe(300);
    expect(clampPanelWidth(950, 1000, 300, 0.8)).toBe(800);
    expect(clampPanelWidth(500, 1000, 300, 0.8)).toBe(500);
  });
});
