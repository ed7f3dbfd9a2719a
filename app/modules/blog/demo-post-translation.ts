/**
 * A demo blog post (demo-posts.ts) in another language (issue 36, decision
 * 086), keyed by the English post's title. Seeded with the demo data.
 */
export type DemoPostTranslation = {
  title: string;
  excerpt: string;
  body: string;
  metaDescription?: string;
  coverAlt?: string;
};
export type DemoPostsTranslation = Record<string, DemoPostTranslation>;
