import {
  COLOR_MODE_CONTROL_ATTRIBUTE,
  COLOR_MODE_PREFERENCE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  FORCED_COLOR_MODE_META,
} from './color-mode';
import { REACT_FIBER_KEY_PREFIX } from './react-hydrated';

/**
 * Runs in <head> before the body is parsed, so the first paint already has
 * the right colours, in a new tab too. Kept tiny and dependency-free; its
 * hash is part of the Content-Security-Policy. The same rules as
 * parseColorMode, resolveColorMode and nextColorMode, written out for the
 * browser.
 *
 * It also answers the colour-mode button until React has hydrated it (on a
 * slow line that takes seconds, and a click would otherwise be lost): it
 * stores the next mode, which the control reads when it hydrates. React
 * keeps its fiber on each element it has hydrated; from then on the
 * control's own handler answers.
 *
 * Where storage throws (blocked by the browser's settings) the stored mode
 * counts as none: <html> must get its class, because the stylesheet takes a
 * page without one for a page without script.
 */
// s: the stored mode, f: the mode a page forces, a: applies a mode to <html> (and names it there for the control's icon).
export const COLOR_MODE_SCRIPT = `(function(){try{var d=document.documentElement,k=${JSON.stringify(COLOR_MODE_STORAGE_KEY)},q=matchMedia("(prefers-color-scheme: dark)"),s=function(){try{var m=localStorage.getItem(k)}catch(e){}return m==="light"||m==="dark"?m:"system"},f=function(){var t=document.querySelector('meta[name="${FORCED_COLOR_MODE_META}"]');return t&&(t.content==="light"||t.content==="dark")?t.content:null},a=function(m){d.setAttribute("${COLOR_MODE_PREFERENCE_ATTRIBUTE}",m);m=f()||m;if(m==="system")m=q.matches?"dark":"light";d.classList.remove("light","dark");d.classList.add(m);d.style.colorScheme=m};a(s());document.addEventListener("click",function(e){try{var b=e.target.closest("[${COLOR_MODE_CONTROL_ATTRIBUTE}]");if(!b||f()||Object.keys(b).some(function(x){return!x.indexOf("${REACT_FIBER_KEY_PREFIX}")}))return;e.stopImmediatePropagation();var m=s(),o=q.matches?"light":"dark";m=m==="system"?o:m===o?(q.matches?"dark":"light"):"system";localStorage.setItem(k,m);a(m)}catch(x){}},true)}catch(e){}})()`;
