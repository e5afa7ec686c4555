export const DEFAULT_PICKER_COLOR = '#121212';
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The hex input applies only for # plus six hex digits. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}
