import { Type, type Static } from 'typebox';
import { Gender } from '../enums';
import { Nullable, Str } from './schema-kit';

/** A student profile as every domain returns it (profile calls, project authors). */
export const ProfileDtoSchema = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  gender: Nullable(Type.Enum(Gender)),
  age: Nullable(Type.Integer()),
  avatar: Nullable(Type.String()),
  links: Type.Object({ discord: Nullable(Type.String()) }),
});
/** avatar: one of AVATAR_NAMES or an uploaded picture's URL. */
export type ProfileDto = Static<typeof ProfileDtoSchema>;

export const TimezoneUpdateSchema = Type.Object(
  { timeZone: Str(64, { minLength: 1 }), localTime: Str(64, { minLength: 1 }) },
  { additionalProperties: false },
);
export type TimezoneUpdate = Static<typeof TimezoneUpdateSchema>;
