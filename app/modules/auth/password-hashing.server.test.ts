import { describe, expect, it } from "vitest";
import { passwordHashing, reusePasswordHashes } from "./password-hashing.server";

describe("password hashing (decision 072)", () => {
  it(
    "hashes every password with its own salt, except inside reusePasswordHashes",
    { timeout: 60_000 },
    async () => {
      const a = await passwordHashing.hash("humane-demo-2026");
      const b = await passwordHashing.hash("humane-demo-2026");
      expect(a).not.toBe(b);

      const [c, d, other] = await reusePasswordHashes(async () => [
        await passwordHashing.hash("humane-demo-2026"),
        await passwordHashing.hash("humane-demo-2026"),
        await passwordHashing.hash("another-password"),
      ]);
      expect(c).toBe(d);
      expect(other).not.toBe(c);
      // Outside again: a fresh salt.
      expect(await passwordHashing.hash("humane-demo-2026")).not.toBe(c);

      for (const hash of [a, b, c!]) {
        expect(await passwordHashing.verify({ hash, password: "humane-demo-2026" })).toBe(true);
        expect(await passwordHashing.verify({ hash, password: "humane-demo-2027" })).toBe(false);
      }
      expect(await passwordHashing.verify({ hash: other!, password: "another-password" })).toBe(
        true,
      );
    },
  );
});
