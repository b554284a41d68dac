import { keyFromSelector as i18nextKeyFromSelector } from 'i18next';
import { describe, expect, it } from 'vitest';
import { keyFromSelector } from './i18n-selector';

type Selector = Parameters<typeof keyFromSelector>[0];
const select =
  (...path: string[]): Selector =>
  (root) =>
    path.reduce((at: Record<string, unknown>, key) => at[key] as Record<string, unknown>, root as never) as never;

/** The build gives react-i18next this copy instead of i18next's own: both must give every key the same way. */
describe("the copy of i18next's keyFromSelector", () => {
  it.each([
    { path: ['menu'], options: undefined },
    { path: ['menu', 'games'], options: undefined },
    { path: ['a11y', 'skip', 'toContent'], options: { keySeparator: '/' } },
    { path: ['home', 'hero', 'title'], options: { ns: ['layout', 'home'] } },
    { path: ['home', 'hero'], options: { ns: 'home', enableSelector: 'strict' as const } },
    { path: ['layout', 'menu'], options: { ns: ['layout'], enableSelector: 'strict' as const, nsSeparator: '::' } },
    { path: ['stats', 'title'], options: { ns: ['layout', 'stats'], nsSeparator: false as const } },
  ])('$path with $options', ({ path, options }) => {
    const ours = keyFromSelector(select(...path), options);
    expect(ours).toBe(i18nextKeyFromSelector(select(...path) as never, options as never));
    expect(ours.length).toBeGreaterThan(0);
  });

  it('names the namespace when the path starts with one of the hook’s other namespaces', () => {
    expect(keyFromSelector(select('home', 'hero', 'title'), { ns: ['layout', 'home'] })).toBe('home:hero.title');
    expect(keyFromSelector(select('menu', 'games'))).toBe('menu.games');
  });
});
