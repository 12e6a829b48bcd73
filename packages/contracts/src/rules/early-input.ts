import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './release-reload.js';

/**
 * Server HTML shows buttons before they work (issue 23): this attribute on the document says the
 * app has hydrated (or booted) and answers input. The browser suite waits on it before it clicks.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Where the page holds the button pressed before the app answered, until the app presses it again. */
export const EARLY_CLICK_GLOBAL = '__gfEarlyClick';

/**
 * Inlined at the top of a server-rendered page (the gateway allows it by its hash): a press on a
 * button before the app answers is held, not lost, and the app presses it again once it has
 * hydrated (web `app/early-click.ts`). Links work without the app and are left alone; so is a
 * disabled button. Only the last press is held: pressing twice does not act twice.
 */
export const EARLY_CLICK_SCRIPT =
  `(function(){var d=document.documentElement;document.addEventListener('click',function(e){` +
  `if(d.hasAttribute('${INTERACTIVE_ATTRIBUTE}'))return;` +
  `var t=e.target,b=t&&t.closest?t.closest('button,input[type=submit],[role=button]'):null;` +
  `if(!b||b.disabled||b.closest('a'))return;` +
  `e.preventDefault();e.stopImmediatePropagation();window.${EARLY_CLICK_GLOBAL}=b;},true);})();`;

/**
 * A server-rendered page names its scripts in forms the browser leaves alone (issue 23): the
 * app's modules are fetched only once the page has painted. The page is readable without them,
 * and on a slow line its images and first frame no longer share the bandwidth with some 200 KB of
 * script; a press made meanwhile is held by the early-click script.
 */
export const INERT_MODULE_TYPE = 'gf-module';
export const INERT_PRELOAD_REL = 'gf-modulepreload';

/**
 * Once the browser reports the page's first contentful paint, turns the inert names into real
 * module preloads and scripts. Where it cannot report paints, or the tab is hidden (nothing is
 * painted there), they load as soon as the document is parsed. An app script that cannot be
 * fetched was named by a release the gateway no longer serves (this HTML came from an instance of
 * the old one during a deploy): the page is loaded again, once per address in RELOAD_GUARD_MS, as
 * the app does for a page's own code (web app/release-reload.ts).
 */
const SCRIPTS_AFTER_PAINT =
  `(function(){var d=document,P=window.PerformanceObserver,done=0;` +
  `function again(){var k='${RELOAD_GUARD_KEY}',a=location.pathname+location.search+location.hash,t=Date.now(),` +
  `g=JSON.parse(sessionStorage.getItem(k)||'{}');if(g.href===a&&t-g.at<${RELOAD_GUARD_MS})return;` +
  `sessionStorage.setItem(k,JSON.stringify({href:a,at:t}));location.reload();}` +
  `function load(){if(done)return;done=1;` +
  `var h=d.head;d.querySelectorAll('link[rel=${INERT_PRELOAD_REL}]').forEach(function(l){` +
  `var n=d.createElement('link');n.rel='modulepreload';n.href=l.href;n.crossOrigin='';h.appendChild(n);});` +
  `d.querySelectorAll('script[type=${INERT_MODULE_TYPE}]').forEach(function(s){var n=d.createElement('script');` +
  `n.type='module';n.src=s.src;n.crossOrigin='';n.onerror=again;h.appendChild(n);});}` +
  `if(d.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){` +
  `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',load);else load();return;}` +
  `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load();}})` +
  `.observe({type:'paint',buffered:true});})();`;

/** The one inline script of a server-rendered page, first in its head (the gateway allows it by its hash). */
export const PAGE_INLINE_SCRIPT = EARLY_CLICK_SCRIPT + SCRIPTS_AFTER_PAINT;
