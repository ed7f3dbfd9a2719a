// The Node flags every production server process starts with (decision 047):
// V8's old generation capped at 160 MB, so the heap is collected before it
// grows to four times what it holds (V8's default on a machine with plenty
// of memory), and a young generation of 2 × 8 MB (decision 076: 2 × 4 MB
// scavenged so often that the soak's dashboard tail was 230 ms, not 182). `npm start`, the benchmark
// and the end-to-end tests all start `server.js` with these; cluster workers
// inherit them. Operators who start `server.js` themselves pass the same.
export const SERVER_NODE_FLAGS = [
  "--max-old-space-size=160",
  "--max-semi-space-size=8",
  "--liftoff-only",
];

// The environment every production server process starts with, beside its
// flags (decision 076). glibc gives each thread that allocates its own malloc
// arena (up to 8 per core) and keeps what it frees there: libuv's threads
// (gzip, file reads, hashing) held 40–55 MB after the benchmark's load. Two
// arenas hold what they need (decision 076's measurements). Only read when
// a process starts, so it is set by whoever starts `server.js`.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
