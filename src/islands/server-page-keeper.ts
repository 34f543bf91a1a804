/** Set on <html> when the server's copy is back: CSS hides the controls that need script (the `no-js` variant). */
const HYDRATION_FAILED_ATTRIBUTE = 'data-hydration-failed';

/**
 * Keeps a copy of the server's page until it has hydrated. Before that, an
 * error no boundary can catch (the layout's own code, boundaries included,
 * failed to load) makes React empty the whole document; the copy puts the
 * server's page back, to be read and followed as with JavaScript off.
 */
export const keepServerPageUntilHydrated = (document: Document) => {
  let serverPage: Element | null = document.documentElement.cloneNode(true) as Element;
  return {
    hydrated: () => {
      serverPage = null;
    },
    restoreAfter: (error: unknown) => {
      reportError(error);
      const page = serverPage;
      if (!page) return;
      serverPage = null;
      page.setAttribute(HYDRATION_FAILED_ATTRIBUTE, '');
      // React has already emptied the document when it reports the error. The copy's scripts have run and do not again.
      document.replaceChild(page, document.documentElement);
    },
  };
};
