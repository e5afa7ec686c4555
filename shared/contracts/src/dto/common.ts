import { Type, type Static, type TSchema } from 'typebox';

/** Every successful JSON answer carries a data field. */
export interface DataResponse<T> {
  data: T;
}

/** Every error answer has this shape; message is a Russian text from the catalogue. */
export const ApiErrorBodySchema = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.String()),
  },
  { $id: 'ApiError' },
);
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

export const UserIdParamsSchema = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });

export type { Static, TSchema };
