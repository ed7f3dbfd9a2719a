import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("process", "routes/public/process.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("faqs", "routes/public/faqs.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("sitemap", "routes/public/sitemap.tsx"),
  ]),
  route("sitemap.xml", "routes/public/sitemap-xml.ts"),
  route("robots.txt", "routes/public/robots-txt.ts"),
  route("login", "routes/auth/login.tsx"),
  route("login/two-factor", "routes/auth/two-factor.tsx"),
  route("login/sso", "routes/auth/sso.ts"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("healthz", "routes/api/healthz.ts"),
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("settings", "routes/dashboard/settings.tsx"),
    route("mail-log", "routes/dashboard/mail-log.tsx"),
    route("role", "routes/dashboard/switch-role.ts"),
    route("notifications", "routes/dashboard/notifications.ts"),
    route("*", "routes/dashboard/catch-all.ts"),
  ]),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
