import { COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE_META } from './color-mode';

/**
 * Runs in <head> before the body is parsed, so the first paint already has
 * the right colours, in a new tab too. Kept tiny and dependency-free; its
 * hash is part of the Content-Security-Policy. The same rules as
 * parseColorMode/resolveColorMode, written out for the browser.
 */
export const COLOR_MODE_SCRIPT = `(function(){try{var d=document.documentElement,m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}),f=document.querySelector('meta[name="${FORCED_COLOR_MODE_META}"]');if(m!=="light"&&m!=="dark")m="system";if(f&&(f.content==="light"||f.content==="dark"))m=f.content;if(m==="system")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.classList.remove("light","dark");d.classList.add(m);d.style.colorScheme=m}catch(e){}})()`;
