import { currentColumnWidths, resizeColumn, resizeRow, TABLE_MIN_COLUMN_WIDTH, TABLE_MIN_ROW_HEIGHT } from './resize';

it('widens or narrows one column, never below 92 px', () => {
  expect(resizeColumn([120, 150, 100], 1, 40.4)).toEqual([120, 190, 100]);
  expect(resizeColumn([120, 150, 100], 0, -500)).toEqual([TABLE_MIN_COLUMN_WIDTH, 150, 100]);
  expect(resizeColumn([120, 150], 5, 10)).toEqual([120, 150]);
});

it('changes a row height, never below 33 px', () => {
  expect(resizeRow(40, 25.6)).toBe(66);
  expect(resizeRow(40, -100)).toBe(TABLE_MIN_ROW_HEIGHT);
});

it('fills missing stored widths from the measured ones', () => {
  expect(currentColumnWidths(undefined, [100.4, 60])).toEqual([100, 92]);
  expect(currentColumnWidths([200], [100, 120])).toEqual([200, 120]);
});
