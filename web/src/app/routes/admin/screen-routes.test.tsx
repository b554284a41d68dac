import { act, cleanup, render, screen } from '@testing-library/react';
import { FileText } from 'lucide-react';
import { NavLink, Outlet, RouterProvider, createMemoryRouter, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { adminScreens, type AdminScreen } from './admin-screens';
import { screenRoutes, sidebarItems, type SidebarItem } from './screen-routes';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const module = (Component: () => React.ReactNode) => () => Promise.resolve({ default: Component });

function Broken(): React.ReactNode {
  throw new Error('the chart library is missing');
}

/** A small area built the way the admin one is: a sidebar from the list around the screens' routes. */
const area: AdminScreen[] = [
  { path: '/area/one', nav: { label: 'dashboard', Icon: FileText }, load: module(() => <h1>One</h1>) },
  { path: '/area/broken', nav: { label: 'analytics', Icon: FileText }, load: module(Broken) },
  {
    path: '/area/unreachable',
    load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  },
  {
    path: '/area/items',
    nav: { label: 'logs', Icon: FileText },
    load: module(() => (
      <>
        <h1>Items</h1>
        <Outlet />
      </>
    )),
    children: [
      { index: true, load: module(() => <p>Every item</p>) },
      { path: '/area/items/:id', load: module(() => <p>Item {useParams().id}</p>) },
    ],
  },
];

function Layout({ items }: { items: SidebarItem[] }) {
  return (
    <>
      <nav aria-label="sidebar">
        {items.map(({ to, label }) => (
          <NavLink key={to} to={to}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

function renderArea(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/area',
        caseSensitive: true,
        Component: () => <Layout items={sidebarItems(area)} />,
        children: screenRoutes(area),
      },
      { path: '*', Component: () => <h1>Not found</h1> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('admin route list', () => {
  afterEach(cleanup);

  it('gives the sidebar every screen that has an entry, in list order, nested ones included', () => {
    expect(sidebarItems(adminScreens).map(({ to, label }) => [to, label])).toEqual([
      [paths.adminDashboard, 'dashboard'],
      [paths.adminAnalytics, 'analytics'],
      [paths.adminSeo, 'seo'],
      [paths.adminSeoManagement, 'seoManagement'],
      [paths.adminLogs, 'logs'],
      [paths.adminBlog, 'blog'],
      [paths.adminContent, 'content'],
      [paths.adminGames, 'games'],
      [paths.adminImages, 'images'],
      [paths.adminAiProviders, 'aiProviders'],
      [paths.adminInbox, 'inbox'],
      [paths.adminNewsletter, 'newsletter'],
      [paths.adminSmtp, 'smtp'],
      [paths.adminAccount, 'account'],
    ]);
    const nested: AdminScreen[] = [
      {
        path: '/a',
        load: module(() => null),
        children: [{ path: '/a/b', nav: { label: 'logs', Icon: FileText }, load: module(() => null) }],
      },
    ];
    expect(sidebarItems(nested).map(({ to }) => to)).toEqual(['/a/b']);
  });

  it('gives every screen a route with its own error boundary, loaded on first visit, matched in exact case', () => {
    const routes = screenRoutes(adminScreens);
    expect(routes.map((route) => route.path)).toEqual([
      paths.adminDashboard,
      paths.adminAnalytics,
      paths.adminSeo,
      paths.adminSeoManagement,
      paths.adminLogs,
      paths.adminBlog,
      paths.adminBlogEdit.pattern,
      paths.adminContent,
      paths.adminGames,
      paths.adminImages,
      paths.adminAiProviders,
      paths.adminInbox,
      paths.adminNewsletter,
      paths.adminSmtp,
      paths.adminAccount,
    ]);
    const logs = routes.find((route) => route.path === paths.adminLogs)!;
    expect(logs.children?.map((child) => child.index ?? child.path)).toEqual([true, paths.adminLog.pattern]);
    const inbox = routes.find((route) => route.path === paths.adminInbox)!;
    expect(inbox.children?.map((child) => child.index ?? child.path)).toEqual([true, paths.adminMessage.pattern]);
    for (const route of [...routes, ...logs.children!, ...inbox.children!]) {
      expect(route.errorElement).toBeTruthy();
      expect(route.Component).toBeUndefined();
      expect(typeof route.lazy).toBe('function');
      if (!route.index) expect(route.caseSensitive).toBe(true);
    }
  });

  it('renders a screen inside the layout, and a parameterised one with its parameter', async () => {
    const router = renderArea('/area/items/a%2Fb');
    expect(await screen.findByText('Item a/b')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Items' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'logs' }).getAttribute('aria-current')).toBe('page');
    await act(() => router.navigate('/area/items'));
    expect(await screen.findByText('Every item')).toBeTruthy();
  });

  it('shows a screen that throws as an error panel inside the layout, whose sidebar still leads elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderArea('/area/broken');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('screenError.title');
    expect(alert.textContent).toContain('the chart library is missing');
    expect(screen.getByRole('navigation', { name: 'sidebar' })).toBeTruthy();
    await act(() => router.navigate('/area/one'));
    expect(await screen.findByRole('heading', { name: 'One' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a screen whose code cannot be fetched as the same error panel, inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderArea('/area/one');
    await screen.findByRole('heading', { name: 'One' });
    await act(() => router.navigate('/area/unreachable'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
    expect(screen.getByRole('navigation', { name: 'sidebar' })).toBeTruthy();
  });

  it('leaves addresses no screen matches to the app’s not-found route', async () => {
    for (const at of ['/area/nope', '/area/items/a/b', '/AREA/one', '/area/ONE']) {
      renderArea(at);
      expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
      cleanup();
    }
  });
});
