declare function getFonts(): Record<string, string>;
export = getFonts;
