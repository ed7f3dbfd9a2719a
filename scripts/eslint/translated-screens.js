// The screens and components written in English, French and Spanish (issue 36,
// decision 086): `npm run lint` refuses user-visible text written in them
// (scripts/eslint/no-untranslated-text.js). Add a file when it is translated;
// once every screen is, this becomes app/**/*.tsx.
export const translatedScreens = [
  "app/components/language-switcher.tsx",
  "app/modules/site-content/ui/about-page.tsx",
  "app/modules/site-content/ui/faqs-page.tsx",
  "app/modules/site-content/ui/home-page.tsx",
  "app/modules/site-content/ui/process-page.tsx",
  "app/modules/site-content/ui/public-shell.tsx",
  "app/modules/site-content/ui/sitemap-page.tsx",
  "app/modules/site-content/ui/privacy-page.tsx",
  "app/modules/site-content/ui/terms-page.tsx",
  "app/modules/verification/ui/developers-page.tsx",
  "app/modules/blog/ui/blog-list-page.tsx",
  "app/modules/blog/ui/blog-post-page.tsx",
  "app/modules/blog/ui/post-card.tsx",
  "app/components/pagination.tsx",
  "app/modules/site-content/page-parts.tsx",
  "app/modules/profiles/ui/*.tsx",
  "app/modules/certificates/ui/pdf-languages.tsx",
];
