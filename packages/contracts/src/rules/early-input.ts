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
