/**
 * How a page's own scripts start: after its first paint, not before it.
 *
 * Next writes each chunk as `<script defer>` in the head. Those download while the stylesheet
 * and the hero image do, on a slow line taking the bandwidth the first paint waits for, and on a
 * fast one (or from the cache) they run before the browser gets to paint: React and Next's
 * start-up are about 200 ms on a mid-range phone, during which the server-rendered page is
 * already there but not on screen. `_document` writes this one inline script instead, with the
 * chunk URLs in its `data-scripts` attribute. Once the document is parsed it waits for the next
 * frame to be painted, then adds the chunks in their order (`async = false` keeps it), so the
 * page is seen first and hydrated right after. A hidden tab, which paints nothing, starts at once.
 *
 * The text is hashed into the Content-Security-Policy (src/server/http/security-headers.ts);
 * the chunks it adds come from this origin, which the policy's 'self' allows.
 */
export const SCRIPT_LOADER =
  '(function(){var l=JSON.parse(document.currentScript.getAttribute("data-scripts"));' +
  'function go(){for(var i=0;i<l.length;i++){var s=document.createElement("script");s.src=l[i];s.async=false;document.head.appendChild(s)}}' +
  'function start(){if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",start);else start()})()';
