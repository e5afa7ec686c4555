declare const samples: Record<string, ArrayBuffer>;
export = samples;
