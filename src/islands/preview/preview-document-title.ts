/**
 * Puts a staged page's title in the tab and returns how to give the tab back.
 * By then the site's router may have shown another page with a title of its
 * own, so only a title that is still ours is undone.
 */
export const showPreviewTitle = (title: string): (() => void) => {
  const pageTitle = document.title;
  document.title = title;
  return () => {
    if (document.title === title) document.title = pageTitle;
  };
};
