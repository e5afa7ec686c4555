/** A real 1x1 PNG for tests (the stored type is decided from the bytes), made unique by a trailing tag. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const png = (tag: string) => Buffer.concat([PNG_1X1, Buffer.from(tag)]);
