declare module '*.mp3' {
  const url: string;
  export default url;
}
declare module '*.cur' {
  const url: string;
  export default url;
}
declare module '*.gif' {
  const url: string;
  export default url;
}
