/**
 * A small reader of this repository's Dockerfiles, for their tests: stages with their instructions
 * (continuation lines joined, comments dropped), `ARG` defaults before the first `FROM` expanded in
 * `FROM` lines, and the exec-form arrays of `CMD`. Not a general Dockerfile parser: heredocs,
 * parser directives other than `syntax` and shell-form `CMD` are not used here and not read.
 */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  name: string;
  /** The image or earlier stage it starts from, ARGs expanded. */
  from: string;
  instructions: Instruction[];
}

export interface CopyInstruction {
  from: string | null;
  chown: string | null;
  sources: string[];
  destination: string;
}

export function parseDockerfile(text: string): Stage[] {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) return;
    if (pending && line.trim().startsWith('#')) return;
    const joined: string = pending ? `${pending.text} ${line.trim()}` : line.trim();
    const start: number = pending ? pending.line : index + 1;
    if (joined.endsWith('\\')) {
      pending = { text: joined.slice(0, -1).trimEnd(), line: start };
      return;
    }
    pending = null;
    const [keyword, ...rest] = joined.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: start });
  });

  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image, as, name] = instruction.args.split(/\s+/);
      const from = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_m, a: string | undefined, b: string | undefined) => globalArgs[a ?? b!] ?? '');
      stages.push({ name: as?.toUpperCase() === 'AS' ? name : String(stages.length), from, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [key, value = ''] = instruction.args.split('=');
        globalArgs[key] = value;
      }
    } else {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return stages;
}

export function copiesOf(stage: Stage): CopyInstruction[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => {
      const words = i.args.split(/\s+/);
      const flags = words.filter((w) => w.startsWith('--'));
      const paths = words.filter((w) => !w.startsWith('--'));
      const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1] ?? null;
      return { from: flag('from'), chown: flag('chown'), sources: paths.slice(0, -1), destination: paths[paths.length - 1] };
    });
}

/** The last value of an instruction in a stage or, through `FROM <stage>`, in the stages it starts from. */
export function inherited(stages: Stage[], stage: Stage, keyword: string): Instruction | null {
  const own = stage.instructions.filter((i) => i.keyword === keyword).pop();
  if (own) return own;
  const base = stages.find((s) => s.name === stage.from);
  return base ? inherited(stages, base, keyword) : null;
}

/** Every instruction of a keyword in a stage and the stages it starts from (the base's first). */
export function allOf(stages: Stage[], stage: Stage, keyword: string): Instruction[] {
  const base = stages.find((s) => s.name === stage.from);
  return [...(base ? allOf(stages, base, keyword) : []), ...stage.instructions.filter((i) => i.keyword === keyword)];
}

/** The exec form of CMD/ENTRYPOINT (a JSON array). */
export function execForm(instruction: Instruction): string[] {
  const parsed: unknown = JSON.parse(instruction.args);
  if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) throw new Error(`line ${instruction.line}: not an exec form`);
  return parsed;
}
