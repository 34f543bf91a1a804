import type { Plugin } from 'vite';

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[]; isEntry: boolean };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

const GROUP_PREFIX = '\0virtual:vite-rsc/client-references/group/';
const isLayoutGroup = (group: string) => /^facade:.*\/pages\/_(root|layout)\.tsx$/.test(group);

/** Whether `root` reaches `id` through static imports only: walks up the importers. */
const reachedStaticallyFrom = (isRoot: (id: string, graph: ModuleGraph) => boolean | undefined) => {
  const verdicts = new Map<string, boolean>();
  const walk = (id: string, graph: ModuleGraph, seen: Set<string>): boolean => {
    const root = isRoot(id, graph);
    if (root !== undefined) return root;
    const known = verdicts.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const verdict = (graph.getModuleInfo(id)?.importers ?? []).some((importer) => walk(importer, graph, seen));
    verdicts.set(id, verdict);
    return verdict;
  };
  return (id: string, graph: ModuleGraph) => walk(id, graph, new Set());
};

/**
 * Puts the islands code that every page runs into one chunk. Without this the
 * bundler cuts it into a dozen small shared chunks (a request and some import
 * glue each), because the root, the layout, the pages and the shared client
 * components are separate client-reference groups. Only modules that an
 * every-page group imports statically move; lazily loaded code and the code
 * of a single page stay where they were.
 */
export const siteChunks = (): Plugin => ({
  name: 'site:chunks',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  outputOptions(options) {
    const reachedFromLayout = reachedStaticallyFrom((id) =>
      id.startsWith(GROUP_PREFIX) ? isLayoutGroup(id.slice(GROUP_PREFIX.length)) : undefined,
    );
    /**
     * Client-reference groups that every page loads: the root element's and the
     * layout's, and a shared one (a client component more than one server
     * module renders, such as the site's link) only where the layout's islands
     * use its components too. One that only some pages share stays theirs.
     */
    const isEveryPageGroup = (id: string, graph: ModuleGraph) => {
      const group = id.slice(GROUP_PREFIX.length);
      if (isLayoutGroup(group)) return true;
      const members = graph.getModuleInfo(id)?.importedIds ?? [];
      return group.startsWith('shared:') && members.length > 0 && members.every((member) => reachedFromLayout(member, graph));
    };
    const neededOnEveryPage = reachedStaticallyFrom((id, graph) =>
      id.startsWith(GROUP_PREFIX) ? isEveryPageGroup(id, graph) : undefined,
    );
    // The framework runtime: whatever the client entry imports stays in the entry chunk.
    const partOfRuntime = reachedStaticallyFrom((id, graph) => (graph.getModuleInfo(id)?.isEntry ? true : undefined));
    const inIslandsChunk = (id: string, graph: ModuleGraph) =>
      id.startsWith(GROUP_PREFIX) ? isEveryPageGroup(id, graph) : neededOnEveryPage(id, graph) && !partOfRuntime(id, graph);
    return {
      ...options,
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [{ debugName: 'islands', name: (id, graph) => (inIslandsChunk(id, graph) ? 'islands' : null) }],
      },
    };
  },
});
