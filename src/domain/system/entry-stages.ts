/**
 * The libraries a server-rendered page evaluates before its entry, each in a task of its own
 * (docs/decisions/064-first-paint-before-the-scripts.md): the client build puts each group in a
 * chunk named after it (scripts/vite/chunk-groups.ts, used by vite.config.ts), and the server's
 * entry loader imports these chunks in this order, then the entry. A group must not import the
 * app's own code, or importing it would evaluate the whole graph in one task again.
 */
export const ENTRY_STAGES: readonly { name: string; test: RegExp }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
  // the router and the query cache (with its persister), which boot needs; not the form library,
  // which only the pages with forms load
  {
    name: 'tanstack',
    test: /[\\/]node_modules[\\/]@tanstack[\\/](?:react-router|router-core|history|react-store|store|react-query|query-core|query-persist-client-core|react-query-persist-client|query-sync-storage-persister)[\\/]/,
  },
]
