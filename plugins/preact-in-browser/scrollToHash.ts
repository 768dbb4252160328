/**
 * Client module: after a navigation to another page with a #fragment, scrolls to that
 * heading once the new page is in the document. Docusaurus scrolls in a layout effect
 * of the router, which under Preact runs before the new route's content has replaced
 * the old page's, so it finds no element (a search result's heading on another page
 * stayed at the top); this runs once the element exists.
 */
import type { ClientModule } from '@docusaurus/types';

let stopWaiting = (): void => undefined;

function scrollWhenPresent(id: string): void {
  const target = (): HTMLElement | null => document.getElementById(id);
  const found = target();
  if (found) {
    found.scrollIntoView();
    return;
  }
  const observer = new MutationObserver(() => {
    const element = target();
    if (!element) return;
    stopWaiting();
    element.scrollIntoView();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  stopWaiting = () => observer.disconnect();
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    stopWaiting();
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname)
      return;
    const id = decodeURIComponent(location.hash.slice(1));
    // Docusaurus's own scroll ran in this same commit: look once the new page has rendered.
    requestAnimationFrame(() => {
      if (location.pathname === window.location.pathname) scrollWhenPresent(id);
    });
  },
};

export default clientModule;
