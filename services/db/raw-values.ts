/**
 * Column values read with plain SQL, as each database returns them: SQLite gives booleans as 0/1
 * and datetimes as epoch milliseconds, PostgreSQL gives booleans and Dates ('t' from some drivers).
 */
export const rawBool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't';

/** A datetime column read with plain SQL as a Date. */
export const rawDate = (v: string | number | Date): Date => (v instanceof Date ? v : new Date(v));
