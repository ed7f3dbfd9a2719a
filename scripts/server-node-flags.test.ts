import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.js";

describe("the server's Node flags (decision 047)", () => {
  it("are accepted by this Node and cap the heap the server grows to", () => {
    const result = spawnSync(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        "-e",
        "console.log(JSON.stringify(require('v8').getHeapStatistics()))",
      ],
      { encoding: "utf8" },
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    const { heap_size_limit: limit } = JSON.parse(result.stdout) as { heap_size_limit: number };
    // Old generation 160 MB plus the young generation; Node's own default here is several GB.
    expect(limit / 1024 / 1024).toBeGreaterThan(150);
    expect(limit / 1024 / 1024).toBeLessThan(200);
  });

  it("hold two malloc arenas in the environment a server process starts with (decision 076)", () => {
    const result = spawnSync(
      process.execPath,
      ["-e", "console.log(process.env.MALLOC_ARENA_MAX)"],
      {
        encoding: "utf8",
        env: { ...SERVER_ENV, PATH: process.env.PATH },
      },
    );
    expect(result.stdout.trim()).toBe("2");
  });
});
