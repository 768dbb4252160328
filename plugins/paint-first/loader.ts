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
 * The loader's attribute that lists, space-separated, the page's route chunks (written
 * by ./routeScripts.ts once the bundles are built). They are requested with the app's
 * bundles, not once the main bundle has arrived and run, and run after it: the app's
 * chunk loader finds their script elements and waits for them, and hydrates in a task
 * of its own, not in the one that runs the main bundle.
 */
export const routeScriptsAttribute = 'data-route-scripts';

/** `urlsJson`: a JSON array of the entry bundles' URLs, or the template expression that writes it. */
export function appLoaderScript(urlsJson: string): string {
  return [
    '(function(){',
    `var entry=${urlsJson},loader=document.currentScript,`,
    `route=((loader&&loader.getAttribute(${JSON.stringify(routeScriptsAttribute)}))||"").split(" ").filter(Boolean),`,
    `events=${JSON.stringify(firstInputEvents)},started=false,`,
    'html=document.documentElement,held=null;',
    'function request(url){var s=document.createElement("script");s.src=url;s.async=false;document.head.appendChild(s)}',
    'function start(){',
    'if(started)return;started=true;',
    'events.forEach(function(name){removeEventListener(name,start,true)});',
    'entry.forEach(request);',
    // Requesting a script costs a phone several milliseconds of the main thread: one task
    // for each route chunk, so that ten of them do not make one long task.
    'route.forEach(function(url){setTimeout(function(){request(url)})})',
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
