/**
 * A value the project stores (a field, a monitor's parameter or value) as text. Scratch keeps
 * strings, numbers and booleans there; anything else (missing, or an object a broken project holds)
 * reads as no text.
 */
export function valueText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
