// Python sources are bundled as text (webpack asset/source).
declare module '*.py' {
  const source: string;
  export default source;
}
