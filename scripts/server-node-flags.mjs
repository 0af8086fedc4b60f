// The V8 flags the compiled server runs with: npm start, the e2e tests and the benchmark start it
// with these; `npm run serve` writes them out (a test keeps it the same). See
// docs/decisions/059-server-gc-flags.md.
//
// --external-memory-accounted-in-global-limit: every new search writes its answer into a fresh
// buffer (about 34 KB, outside the JS heap) and gzips it (zlib's state is outside too). With V8's
// default, that outside memory alone started a full mark-compact of the 136 MB heap about twice a
// second under load ("external memory pressure"); each added its pauses to every request in flight.
// Counted in the heap's global limit instead, as Chrome does, a third as many run.
export const SERVER_NODE_FLAGS = ['--external-memory-accounted-in-global-limit']
