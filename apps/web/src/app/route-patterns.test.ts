import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from './route-patterns.ts';
import { routes } from './router.tsx';

/** Every full path the router renders a page for (pathless layouts add nothing, index routes their parent's). */
function patterns(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`.replace(/\/$/, '') || '/';
    const here = route.index || (route.path !== undefined && !route.children?.length) ? [full] : [];
    const base = route.path === undefined ? parent : full;
    return [...here, ...patterns(route.children ?? [], base)];
  });
}

describe('APP_ROUTE_PATTERNS', () => {
  it("is exactly the router's list of pages (the server answers other paths 404)", () => {
    expect([...new Set(patterns(routes))].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });
});
