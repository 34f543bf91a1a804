import { PREVIEW_ACTIVE_COOKIE, PREVIEW_QUERY_PARAM, PREVIEW_SESSION_KEY, PREVIEW_TOOLS_MOUNT } from './preview';

/**
 * Part of the head script: when a preview may be on (a `preview` query
 * parameter, a stored preview session, the server's preview cookie), it
 * loads the preview tools' bundle and mounts them. This is the only trace of
 * the preview tools in a normal visit: no island, no chunk, no byte of the
 * site's JS. The tools check the session properly before they show.
 */
export const previewDetectScript = (toolsUrl: string) =>
  `(function(){var s;try{s=sessionStorage.getItem(${JSON.stringify(PREVIEW_SESSION_KEY)})}catch(e){}if(s||new URLSearchParams(location.search).has(${JSON.stringify(PREVIEW_QUERY_PARAM)})||document.cookie.split("; ").indexOf(${JSON.stringify(`${PREVIEW_ACTIVE_COOKIE}=1`)})>-1)import(${JSON.stringify(toolsUrl)}).then(function(m){m.${PREVIEW_TOOLS_MOUNT}()},function(e){console.error("Preview tools failed to load",e)})})()`;
