declare const loaded: Record<string, new (runtime: unknown) => unknown>;
export = loaded;
