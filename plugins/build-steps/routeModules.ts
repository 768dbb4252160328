import type { RouteConfig, RouteModules } from '@docusaurus/types';

function modulesOf(modules: RouteModules | RouteModules[] | undefined, found: string[]): void {
  for (const value of Array.isArray(modules) ? modules : Object.values(modules ?? {})) {
    if (typeof value === 'string') found.push(value);
    else if ('path' in value && typeof value.path === 'string') found.push(value.path);
    else modulesOf(value as RouteModules | RouteModules[], found);
  }
}

/**
 * Each page's route modules, by its path: its own route's and those of the routes it sits
 * in, the modules Docusaurus's render loads for it (a path two routes have is the first's).
 */
export function pageModulesByPath(
  routes: readonly RouteConfig[],
  around: readonly string[] = [],
  into = new Map<string, string[]>(),
): Map<string, string[]> {
  for (const route of routes) {
    const own = [...around, route.component];
    modulesOf(route.modules, own);
    if (route.routes?.length) pageModulesByPath(route.routes, own, into);
    else if (!into.has(route.path)) into.set(route.path, own);
  }
  return into;
}
