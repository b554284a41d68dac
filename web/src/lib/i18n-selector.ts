/*
 * react-i18next imports one helper from i18next (`keyFromSelector`, for a key prefix given as a selector function),
 * and i18next's module creates its default instance when loaded, so that one import would pull all of i18next into
 * the first download. The build resolves react-i18next's import to this copy instead (scripts/i18next-selector.ts);
 * i18next's own code (src/lib/i18n-instance.ts) keeps the real one. Same code as i18next 27's `keysFromSelector`.
 */

const pathKey = Symbol('i18next/PATH_KEY');

type Path = { [pathKey]: string[] };

function createProxy(): Path {
  const state: string[] = [];
  const handler: ProxyHandler<object> = Object.create(null) as ProxyHandler<object>;
  let proxy: { proxy: object; revoke: () => void } | undefined;
  handler.get = (target, key) => {
    proxy?.revoke();
    if (key === pathKey) return state;
    state.push(key as string);
    proxy = Proxy.revocable(target, handler);
    return proxy.proxy;
  };
  return Proxy.revocable(Object.create(null) as object, handler).proxy as Path;
}

interface SelectorOptions {
  keySeparator?: string | false;
  nsSeparator?: string | false;
  ns?: string | readonly string[];
  enableSelector?: boolean | 'optimize' | 'strict';
}

export function keyFromSelector(selector: (path: Path) => Path, opts?: SelectorOptions): string {
  const { [pathKey]: path } = selector(createProxy());
  const keySeparator = opts?.keySeparator || '.';
  const nsSeparator = opts?.nsSeparator ?? ':';
  const strict = opts?.enableSelector === 'strict';
  if (path.length > 1 && nsSeparator) {
    const ns = opts?.ns;
    const nsList = strict ? (Array.isArray(ns) ? ns : ns ? [ns] : null) : Array.isArray(ns) ? ns : null;
    if (nsList) {
      const candidates = strict ? nsList : nsList.length > 1 ? nsList.slice(1) : [];
      if (candidates.includes(path[0]!)) return `${path[0]}${nsSeparator}${path.slice(1).join(keySeparator)}`;
    }
  }
  return path.join(keySeparator);
}
