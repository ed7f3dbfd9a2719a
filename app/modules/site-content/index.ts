// The site-content module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./legal";
export * from "./page-parts";
export * from "./public-pages";
export * from "./sitemap-xml";
export * from "./ui/home-page";
export * from "./ui/about-page";
export * from "./ui/process-page";
export * from "./ui/faqs-page";
export * from "./ui/privacy-page";
export * from "./ui/public-shell";
export * from "./ui/sitemap-page";
export * from "./ui/terms-page";
