/**
 * A storage over localStorage that validates what it reads, survives
 * blocked storage (private mode) and hears other tabs' changes.
 */
export const validatedLocalStorage = <T>(parse: (raw: string | null) => T, serialize: (value: T) => string | null) => ({
  getItem: (key: string, initialValue: T): T => {
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return initialValue;
    }
  },
  setItem: (key: string, value: T) => {
    try {
      const raw = serialize(value);
      if (raw === null) localStorage.removeItem(key);
      else localStorage.setItem(key, raw);
    } catch {
      // Storage is blocked or full: the choice lasts for this page only.
    }
  },
  removeItem: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
  subscribe: (key: string, callback: (value: T) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === key) callback(parse(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});
