import { Type, type TSchema } from 'typebox';

/**
 * Building blocks with bounds: every id, number and string a client sends is limited, so bad input
 * is a 400 from the schema and never reaches the database (NUL characters and non-finite numbers
 * are refused for every call by the services' input guard).
 */
export const Id = (options: { minimum?: number } = {}) => Type.Integer({ minimum: options.minimum ?? 1, maximum: 2_147_483_647 });
/** A count or small number we produce. */
export const Count = () => Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
export const Str = (maxLength: number, options: { minLength?: number; pattern?: string } = {}) => Type.String({ maxLength, ...options });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** ISO date-time text as we send it. */
export const IsoTime = () => Type.String({ maxLength: 40 });
/** `{ data: T }`: every successful JSON answer. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });
/** Enum of a const object's values (string or number literals). */
export const EnumOf = <const T extends Record<string, string | number>>(values: T) => Type.Enum(values);
/**
 * A task type's name: open (kinds are registered, not listed here), only bounded; the services
 * check it against the registered kinds (400 UNKNOWN_TASK_TYPE).
 */
export const TaskTypeName = () => Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9]*$' });
/** A task window id: open, bounded; the services check it against the registered kinds' windows (400 UNKNOWN_WINDOW). */
export const WindowNumber = () => Type.Integer({ minimum: 1, maximum: 99 });
/** A client revision: strictly growing Date.now() values of one client; bounded to year 2100 in ms. */
export const Revision = () => Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 });
