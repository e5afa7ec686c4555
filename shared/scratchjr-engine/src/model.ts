import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { BLOCK_OPS, MESSAGE_COLORS, NUMBER_MAX, NUMBER_MIN, SOUNDS, SPEEDS } from './blocks';

/** The project format version this build writes; older versions are upgraded on load. */
export const PROJECT_VERSION = 1;
export const STAGE_WIDTH = 480;
export const STAGE_HEIGHT = 360;
/** ScratchJr's grid: 20 x 15 cells; one "step" of a motion block is one cell. */
export const CELL = 24;
export const MAX_PAGES = 4;
export const MAX_CHARACTERS = 8;
export const MAX_SCRIPTS = 12;
export const MAX_SCRIPT_BLOCKS = 40;

/** Our own character library (the player draws each one as an SVG). */
export const CHARACTER_KINDS = ['cat', 'dog', 'ball', 'star', 'rocket', 'fish'] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];
export const BACKGROUNDS = ['plain', 'park', 'space', 'sea', 'room'] as const;
export type BackgroundId = (typeof BACKGROUNDS)[number];

const Id = Type.String({ minLength: 1, maxLength: 40 });

export const BlockSchema = Type.Cyclic(
  {
    Block: Type.Object(
      {
        op: Type.Enum(BLOCK_OPS),
        n: Type.Optional(Type.Integer({ minimum: NUMBER_MIN, maximum: NUMBER_MAX })),
        text: Type.Optional(Type.String({ maxLength: 80 })),
        color: Type.Optional(Type.Enum(MESSAGE_COLORS)),
        sound: Type.Optional(Type.Enum(SOUNDS)),
        speed: Type.Optional(Type.Enum(SPEEDS)),
        /** The blocks inside a repeat. */
        body: Type.Optional(Type.Array(Type.Ref('Block'), { maxItems: MAX_SCRIPT_BLOCKS })),
      },
      { additionalProperties: false },
    ),
  },
  'Block',
);

export const ScriptSchema = Type.Object(
  { id: Id, blocks: Type.Array(BlockSchema, { maxItems: MAX_SCRIPT_BLOCKS }) },
  { additionalProperties: false },
);

export const CharacterSchema = Type.Object(
  {
    id: Id,
    kind: Type.Enum(CHARACTER_KINDS),
    /** Home position: the character's centre on the 480 x 360 stage (y grows downwards). */
    x: Type.Number({ minimum: 0, maximum: STAGE_WIDTH }),
    y: Type.Number({ minimum: 0, maximum: STAGE_HEIGHT }),
    scripts: Type.Array(ScriptSchema, { maxItems: MAX_SCRIPTS }),
  },
  { additionalProperties: false },
);

export const PageSchema = Type.Object(
  { id: Id, background: Type.Enum(BACKGROUNDS), characters: Type.Array(CharacterSchema, { maxItems: MAX_CHARACTERS }) },
  { additionalProperties: false },
);

export const ProjectSchema = Type.Object(
  { version: Type.Literal(PROJECT_VERSION), pages: Type.Array(PageSchema, { minItems: 1, maxItems: MAX_PAGES }) },
  { additionalProperties: false },
);

export type Block = Static<typeof BlockSchema>;
export type Script = Static<typeof ScriptSchema>;
export type Character = Static<typeof CharacterSchema>;
export type Page = Static<typeof PageSchema>;
export type Project = Static<typeof ProjectSchema>;

export type ParseResult = { ok: true; project: Project } | { ok: false; error: string };

/** Validates a stored project (a JSON string or a parsed value); never throws. */
export function parseProject(input: unknown): ParseResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, error: 'not JSON' };
    }
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > PROJECT_VERSION) return { ok: false, error: `version ${version} is newer than ${PROJECT_VERSION}` };
  if (Value.Check(ProjectSchema, value)) return { ok: true, project: value };
  const [first] = [...Value.Errors(ProjectSchema, value)];
  return { ok: false, error: first ? `${first.instancePath || '/'} ${first.message}` : 'invalid project' };
}

export function serializeProject(project: Project): string {
  return JSON.stringify(project);
}

let counter = 0;
/** A short id unique within a project (time + counter; ids only need to differ inside one project). */
export function newId(prefix: string): string {
  counter = (counter + 1) % 1_000_000;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
}

export function newCharacter(kind: CharacterKind, x = STAGE_WIDTH / 4, y = STAGE_HEIGHT / 2): Character {
  return { id: newId('c'), kind, x, y, scripts: [{ id: newId('s'), blocks: [] }] };
}

export function newPage(background: BackgroundId = 'plain', characters: Character[] = [newCharacter('cat')]): Page {
  return { id: newId('p'), background, characters };
}

/** A new project: one page with the cat, as ScratchJr starts. */
export function emptyProject(): Project {
  return { version: PROJECT_VERSION, pages: [newPage()] };
}
