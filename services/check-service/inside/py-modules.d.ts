// Python sources are bundled as text (esbuild's text loader) into the sandbox's entry files.
declare module '*.py' {
  const source: string;
  export default source;
}
