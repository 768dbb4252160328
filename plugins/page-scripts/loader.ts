/**
 * The inline script that starts the app once the page has painted: the bundles are
 * not requested before the first paint, so the page's text paints from its HTML, its
 * CSS and its body font alone. It starts them when the browser reports the first
 * contentful paint (never before it: the load event can come first when everything
 * arrives at once), or on the window's `load` event where paint timing is missing,
 * or on the first input if that is sooner (an early tap or key press starts hydration
 * at once). The bundles run in order (async = false), as the `defer` scripts they
 * replace did.
 *
 * A button pressed before the app has hydrated has no handler yet: the loader holds
 * that press (React never sees it, so it cannot run it twice) and presses the same
 * button again once Docusaurus marks the page hydrated. Links need no help: they
 * navigate as plain HTML.
 */
export const firstInputEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Where paints are reported but none has come this long after the load event (a tab
 * opened in the background paints only when shown), the app starts anyway.
 */
const noPaintFallbackMs = 3000;

/**
 * What a held press can land on: buttons, which work only with the app. Code tabs
 * (`li[role=tab]`) are not held: a tab pressed again at hydration did not always
 * switch, so a tab pressed before then is not replayed.
 */
export const heldControls = 'button';

/**
 * The loader's attribute that lists, space-separated and in order, the scripts the page
 * needs before it hydrates: the entry bundles, then its route chunks (the page template
 * writes it, ./ssrTemplate.ts). They run in that order; the app's chunk loader finds the
 * route chunks' script elements and waits for them instead of requesting them once the
 * main bundle runs, and hydrates in a task of its own.
 */
export const pageScriptsAttribute = 'data-page-scripts';

/** The loader, the same text on every page: what it starts is on its attribute. */
export function appLoaderScript(): string {
  return [
    '(function(){',
    'var loader=document.currentScript,',
    `scripts=((loader&&loader.getAttribute(${JSON.stringify(pageScriptsAttribute)}))||"").split(" ").filter(Boolean),`,
    `events=${JSON.stringify(firstInputEvents)},started=false,`,
    'html=document.documentElement,held=null;',
    'function request(url){var s=document.createElement("script");s.src=url;s.async=false;document.head.appendChild(s)}',
    'function start(){',
    'if(started)return;started=true;',
    'events.forEach(function(name){removeEventListener(name,start,true)});',
    // Requesting a script costs a phone several milliseconds of the main thread: the first
    // at once, then one task for each of the others, so that a dozen do not make one long
    // task. Tasks run in the order they are queued, and so the scripts run.
    'scripts.forEach(function(url,i){if(i===0)request(url);else setTimeout(function(){request(url)})})',
    '}',
    'function hydrated(){return html.getAttribute("data-has-hydrated")==="true"}',
    'events.forEach(function(name){addEventListener(name,start,{capture:true,passive:true})});',
    'addEventListener("click",function(event){',
    'if(hydrated()||!event.target||!event.target.closest)return;',
    `var control=event.target.closest(${JSON.stringify(heldControls)});`,
    'if(!control)return;',
    'event.preventDefault();event.stopImmediatePropagation();held=control;start();',
    '},true);',
    'new MutationObserver(function(changes,observer){',
    'if(!hydrated())return;observer.disconnect();',
    'var control=held;held=null;if(control&&control.isConnected)control.click();',
    '}).observe(html,{attributes:true,attributeFilter:["data-has-hydrated"]});',
    // Where the browser reports paints, the load event (which can come before the first
    // paint when everything arrives at once) starts nothing, unless no paint follows.
    'var paints=false;try{paints=PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0}catch(e){}',
    'if(paints)new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true});',
    `function loaded(){setTimeout(start,paints?${noPaintFallbackMs}:0)}`,
    'if(document.readyState==="complete")loaded();else addEventListener("load",loaded);',
    '})();',
  ].join('');
}
