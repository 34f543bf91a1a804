/** sessionStorage, or undefined where the browser refuses it (private modes, blocked storage). */
export const sessionStore = () => {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
};
