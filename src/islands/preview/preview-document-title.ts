/**
 * Puts a staged page's title in the tab while the address shows that page,
 * and returns how to give the tab back.
 *
 * The site's router renders the published page's own `<title>` after the
 * overlay is up when it arrives late (Back to a staged page), so a title
 * change on the same address is answered by setting ours again. A change
 * after the address moved on belongs to the next page and is left alone;
 * the router commits history in the same task as the title, before this
 * observer runs.
 */
export const showPreviewTitle = (title: string, path: string): (() => void) => {
  let pageTitle = document.title;
  document.title = title;
  const observer = new MutationObserver(() => {
    if (document.title === title || window.location.pathname !== path) return;
    pageTitle = document.title;
    document.title = title;
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    if (document.title === title) document.title = pageTitle;
  };
};
