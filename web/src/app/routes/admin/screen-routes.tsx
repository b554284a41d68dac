import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withTexts } from '@/lib/i18n';
import type { AdminScreen, PathScreen } from './admin-screens';
import { ScreenError } from './screen-error';

/**
 * A screen's module for the router. When it cannot be fetched, the screen becomes one that throws the failure:
 * react-router (7.18) keeps a route whose `lazy` rejected marked as still loading and renders nothing in its
 * place, not even its error boundary, whereas a screen that throws gets that boundary.
 */
async function loadScreen(load: AdminScreen['load']): Promise<{ Component: ComponentType }> {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    return {
      Component: () => {
        throw error;
      },
    };
  }
}

/**
 * The router's routes for a list of screens: each one loads its module on first visit and has its own error
 * boundary, so a screen that fails shows its error where it would have been, inside the layout around it. Admin
 * addresses match in their exact case only, like the router's hand-off in `router.tsx`.
 */
export function screenRoutes(screens: readonly AdminScreen[]): RouteObject[] {
  return screens.map((screen) => {
    const common = {
      lazy: withTexts(screen.texts ?? [], () => loadScreen(screen.load)),
      errorElement: <ScreenError />,
    };
    if ('index' in screen) return { ...common, index: true };
    return {
      ...common,
      path: screen.path,
      caseSensitive: true,
      children: screen.children && screenRoutes(screen.children),
    };
  });
}

export type SidebarItem = NonNullable<PathScreen['nav']> & { to: string };

/** The sidebar's entries: every screen with `nav`, nested ones included, in list order. */
export function sidebarItems(screens: readonly AdminScreen[]): SidebarItem[] {
  return screens.flatMap((screen) => {
    if ('index' in screen) return [];
    const own = screen.nav ? [{ to: screen.path, ...screen.nav }] : [];
    return [...own, ...sidebarItems(screen.children ?? [])];
  });
}
