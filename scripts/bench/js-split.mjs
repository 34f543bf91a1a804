// Which JS chunks are the framework runtime: Waku's client entry and its
// static imports (React, React DOM, the RSC client, the router), as listed in
// the build's RSC assets manifest. Everything else the browser loads belongs
// to client components (our islands and the libraries they import).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MANIFEST = 'dist/server/__vite_rsc_assets_manifest.js';

export const runtimeChunks = async () => {
  const file = path.resolve(MANIFEST);
  if (!existsSync(file)) return null;
  const { default: manifest } = await import(pathToFileURL(file).href);
  const files = manifest?.clientEntryDeps?.js;
  return Array.isArray(files) && files.length > 0 ? new Set(files) : null;
};

/** Adds to one page's weight how much of its JS is runtime and how much islands, given the runtime's files. */
export const splitPageJs = (weight, runtime) => {
  weight.jsRuntime = 0;
  weight.jsIslands = 0;
  weight.islandFiles = [];
  for (const [file, bytes] of weight.jsFiles) {
    if (runtime.has(file)) weight.jsRuntime += bytes;
    else {
      weight.jsIslands += bytes;
      weight.islandFiles.push([file, bytes]);
    }
  }
  return weight;
};

/** Adds runtime/islands byte counts to each page's weight; `method` says how chunks were told apart. */
export const splitJs = async (weights) => {
  let runtime = await runtimeChunks();
  let method = `framework runtime = client entry + its imports (clientEntryDeps in ${MANIFEST}); islands = every other chunk loaded`;
  if (!runtime) {
    // Without the manifest, chunks loaded on every page type are the closest guess (this counts layout islands as runtime).
    const perPage = Object.values(weights).map((w) => new Set(w.jsFiles.map(([file]) => file)));
    runtime = new Set([...perPage[0]].filter((file) => perPage.every((set) => set.has(file))));
    method = 'framework runtime = chunks loaded on every page type (manifest missing, layout islands count as runtime)';
  }
  for (const weight of Object.values(weights)) splitPageJs(weight, runtime);
  return { method, runtimeFiles: [...runtime] };
};
