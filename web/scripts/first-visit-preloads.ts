import type { Plugin } from 'vite';

/** The id of the data block in index.html that `public/early-init.js` reads. */
const preloadsBlockId = 'first-visit-preloads';

/** What a first visit needs beyond the entry: on every page, and on some pages by address. */
export interface PreloadPlan {
  /** Text namespaces every page renders with (the layout's). */
  texts: string[];
  /** Modules every page waits for before rendering (react-query's client), by path under the web root. */
  modules: string[];
  /**
   * By address, or by the router's pattern for an address with parameters (`/blog/:slug`): the page's route module
   * and its texts' namespaces (those its route's `withTexts` names).
   */
  pages: Record<string, { module: string; texts: string[] }>;
}

/**
 * What the data block says: files as served, texts by namespace then language (the early script knows the
 * language, the build does not).
 */
export interface PreloadMap {
  files: string[];
  texts: string[];
  /** A page's code, its texts' namespaces, and its own stylesheets (which Vite loads before the page renders). */
  pages: Record<string, { files: string[]; styles: string[]; texts: string[] }>;
  byNamespace: Record<string, Record<string, string>>;
}

/** The little of a built chunk this needs (Rollup's and Rolldown's output chunks have it). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  /** Vite's note of the stylesheets a chunk's modules import (emitted as files of their own). */
  viteMetadata?: { importedCss: Set<string> };
}

const earlyScript = '<script src="/early-init.js"></script>';
const textFile = /\/src\/locales\/([^/]+)\/([a-z]{2})\.ts$/;

/** The map for a build: every file a module's chunk statically imports, less what index.html already loads. */
export function preloadMap(chunks: BuiltChunk[], plan: PreloadPlan): PreloadMap {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BuiltChunk, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const file of start.imports) {
      const chunk = byFile.get(file);
      if (chunk) closure(chunk, into);
    }
    return into;
  };
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`first-visit preloads: no chunk holds ${module}`);
    return chunk;
  };
  const filesOf = (module: string) =>
    [...closure(chunkOf(module))].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  const stylesOf = (module: string) => [
    ...new Set(
      [...closure(chunkOf(module))]
        .filter((file) => !loaded.has(file))
        .flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
        .map((file) => `/${file}`),
    ),
  ];
  const namespaces = new Set([...plan.texts, ...Object.values(plan.pages).flatMap((page) => page.texts)]);
  const byNamespace: PreloadMap['byNamespace'] = {};
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const [, namespace, language] = textFile.exec(id) ?? [];
      if (!namespace || !language || !namespaces.has(namespace)) continue;
      (byNamespace[namespace] ??= {})[language] = `/${chunk.fileName}`;
    }
  }
  return {
    files: plan.modules.flatMap(filesOf),
    texts: plan.texts,
    pages: Object.fromEntries(
      Object.entries(plan.pages).map(([path, page]) => [
        path,
        { files: filesOf(page.module), styles: stylesOf(page.module), texts: page.texts },
      ]),
    ),
    byNamespace,
  };
}

/**
 * Writes into index.html, as a JSON data block (which the CSP does not run), the hashed files a first visit needs
 * beside the entry: the early script preloads those of the visited address and of the visitor's language, so that
 * the page's code and texts download alongside the entry instead of after it has run.
 */
export function firstVisitPreloads(plan: PreloadPlan): Plugin {
  return {
    name: 'portfolio:first-visit-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as BuiltChunk[];
        // `<` escaped: nothing in the block can close the script element.
        const json = JSON.stringify(preloadMap(chunks, plan)).replaceAll('<', '\\u003c');
        if (!html.includes(earlyScript)) throw new Error(`first-visit preloads: index.html lacks ${earlyScript}`);
        // Right before the early script, which reads it while the document is parsed (and after the charset,
        // which must come within the first kilobyte).
        return html.replace(
          earlyScript,
          `<script type="application/json" id="${preloadsBlockId}">${json}</script>\n    ${earlyScript}`,
        );
      },
    },
  };
}
