import { Type, type Static } from 'typebox';

/**
 * The check service's API, shared by the service (validation) and the learning domain's client
 * (types). `subject` is whom the job is for (fairness); nothing else about a student is sent.
 */
const subject = Type.String({ minLength: 1, maxLength: 64 });
const text = (maxLength: number) => Type.String({ maxLength });

export const PythonJobBody = Type.Object(
  {
    subject,
    code: text(200_000),
    check: text(100_000),
    solution: Type.Optional(text(200_000)),
    inputs: Type.Array(text(10_000), { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type PythonJobBody = Static<typeof PythonJobBody>;

export const JsJobBody = Type.Object({ subject, program: text(200_000), wrappedCheck: text(200_000) }, { additionalProperties: false });
export type JsJobBody = Static<typeof JsJobBody>;

export const PageJobBody = Type.Object({ subject, html: text(600_000), check: Type.Unknown() }, { additionalProperties: false });
export type PageJobBody = Static<typeof PageJobBody>;

export const BUSY_CODE = 'CHECK_BUSY';

/** A reference drawing: the author's solution run alone, for the picture students are shown. */
export const PythonDrawingBody = Type.Object({ subject, code: text(200_000), inputs: Type.Array(text(10_000), { maxItems: 1000 }) }, { additionalProperties: false });
export type PythonDrawingBody = Static<typeof PythonDrawingBody>;
