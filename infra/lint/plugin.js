import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The rules ESLint's own cannot express, because they depend on where an import lands rather than how it is
 * spelled: `../b/x` is another feature from one file and the same feature from another.
 */

/** Calls `check(node, specifier)` for every static import, re-export and literal dynamic import of a file. */
function eachImport(check) {
  const fromSource = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
  };
}

const isRelative = (specifier) => specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier);

/** `web/src/features/<feature>/…` of an absolute path: the feature's name and the `web/src` folder holding it. */
function featureOf(path) {
  const match = /^(.*[\\/]web[\\/]src)[\\/]features[\\/]([^\\/]+)[\\/]/.exec(path);
  return match ? { webSrc: match[1], feature: match[2] } : undefined;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature (by the @/ alias or a relative path).' },
    schema: [],
    messages: {
      crossFeature:
        "'{{specifier}}' reaches into the {{target}} feature from the {{feature}} feature: features import no other " +
        'feature; move what both need to web/src/components or web/src/lib, or compose them in web/src/app.',
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    return eachImport((node, specifier) => {
      let target;
      if (specifier.startsWith('@/')) target = join(own.webSrc, specifier.slice(2)) + sep;
      else if (isRelative(specifier)) target = resolve(dirname(context.filename), specifier) + sep;
      else return;
      const landed = featureOf(target);
      if (landed && landed.feature !== own.feature) {
        context.report({ node, messageId: 'crossFeature', data: { specifier, target: landed.feature, ...own } });
      }
    });
  },
};

/** The folder of the nearest package.json above `path`: the workspace (or, for root tooling, the repository). */
const packageRoots = new Map();
function packageRootOf(dir) {
  if (!packageRoots.has(dir)) {
    const parent = dirname(dir);
    packageRoots.set(dir, existsSync(join(dir, 'package.json')) || parent === dir ? dir : packageRootOf(parent));
  }
  return packageRoots.get(dir);
}

const noRelativeCrossWorkspace = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import stays inside its own workspace; another one is imported by name.' },
    schema: [],
    messages: {
      leavesWorkspace:
        "'{{specifier}}' leaves the {{workspace}} workspace: import another workspace by its @portfolio/ name, " +
        'so that the layering rules and its package.json see the dependency.',
    },
  },
  create(context) {
    const root = packageRootOf(dirname(context.filename));
    return eachImport((node, specifier) => {
      if (!isRelative(specifier)) return;
      const path = relative(root, resolve(dirname(context.filename), specifier));
      if (path === '..' || path.startsWith(`..${sep}`)) {
        const workspace = relative(context.cwd, root) || '.';
        context.report({ node, messageId: 'leavesWorkspace', data: { specifier, workspace } });
      }
    });
  },
};

export default {
  meta: { name: 'portfolio' },
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-relative-cross-workspace': noRelativeCrossWorkspace,
  },
};
