// The Node flags every production server process starts with (decision 047):
// V8's old generation capped at 160 MB and a young generation of 2 × 4 MB, so
// the heap is collected before it grows to four times what it holds (V8's
// default on a machine with plenty of memory). `npm start`, the benchmark
// and the end-to-end tests all start `server.js` with these; cluster workers
// inherit them. Operators who start `server.js` themselves pass the same.
export const SERVER_NODE_FLAGS = [
  "--max-old-space-size=160",
  "--max-semi-space-size=4",
  "--liftoff-only",
];
