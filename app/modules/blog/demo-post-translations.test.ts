import { describe, expect, it } from "vitest";
import { demoPosts } from "./demo-posts";
import { demoPostTranslations } from "./seed-blog-demo.server";

describe.each(Object.entries(demoPostTranslations))("the demo posts in %s", (_, t) => {
  it("translate every post, with its excerpt and, where it has one, its cover's description", () => {
    expect(Object.keys(t!).sort()).toEqual(demoPosts.map((p) => p.title).sort());
    for (const post of demoPosts) {
      const translated = t![post.title]!;
      expect(translated.title, post.title).not.toBe(post.title);
      expect(translated.excerpt.trim(), post.title).not.toBe("");
      expect(translated.body.trim(), post.title).not.toBe("");
      expect(Boolean(translated.coverAlt), post.title).toBe(Boolean(post.cover?.alt));
    }
  });
});
