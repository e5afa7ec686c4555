// Prism highlights every `code.language-*` element of the page by itself once loaded, unless it
// finds `Prism.manual` set before it loads. Other apps on the page render their own code blocks
// (React owns those nodes), so this remote only ever tokenizes text it is given.
const scope = globalThis as { Prism?: { manual?: boolean } };
scope.Prism ??= { manual: true };

export {};
