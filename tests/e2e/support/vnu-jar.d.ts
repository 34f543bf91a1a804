declare module 'vnu-jar' {
  /** Path of the bundled vnu.jar. */
  const jarPath: string;
  export default jarPath;
}
