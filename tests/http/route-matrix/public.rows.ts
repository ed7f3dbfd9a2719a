import { createCertifiedBusiness } from "../../helpers/certified-business";
import { defineGroup, publicPage, readOnly, type MatrixRow } from "./types";

type F = { businessId: string; code: string; number: string };

const page = (route: string, path = route): MatrixRow<F> => ({
  route,
  method: "GET",
  path: () => path,
  expect: publicPage,
});

export default defineGroup<F>({
  name: "public site",
  setup: async () => {
    const business = await createCertifiedBusiness();
    return {
      businessId: business.certificateId,
      code: business.verificationCode,
      number: business.certificateNumber,
    };
  },
  rows: [
    // Read-only open resources (decision 053): a write answers 405 for everyone.
    page("/"),
    page("/about"),
    page("/process"),
    page("/contact"),
    page("/faqs"),
    page("/privacy"),
    page("/terms"),
    page("/sitemap"),
    page("/sitemap.xml"),
    page("/robots.txt"),
    page("/verify"),
    { route: "/verify/:id", method: "GET", path: (f) => `/verify/${f.code}`, expect: publicPage },
    {
      route: "/api/verify/:id",
      method: "GET",
      path: (f) => `/api/verify/${f.code}`,
      expect: publicPage,
    },
    {
      route: "/api/verify/:id",
      method: "POST",
      note: "read only",
      path: (f) => `/api/verify/${f.code}`,
      expect: readOnly,
    },
    {
      route: "/seal/:file",
      method: "GET",
      note: "SVG",
      path: (f) => `/seal/${f.code}.svg`,
      expect: publicPage,
    },
    {
      route: "/seal/:file",
      method: "GET",
      note: "PNG",
      path: (f) => `/seal/${f.code}.png`,
      expect: publicPage,
    },
    {
      route: "/seal/:file",
      method: "POST",
      note: "read only",
      path: (f) => `/seal/${f.code}.svg`,
      expect: readOnly,
    },
    page("/api/openapi.json"),
    {
      route: "/api/openapi.json",
      method: "POST",
      note: "read only",
      path: () => "/api/openapi.json",
      expect: readOnly,
    },
    page("/developers"),
    page("/directory"),
    {
      route: "/directory/:id",
      method: "GET",
      path: (f) => `/directory/${f.businessId}`,
      expect: publicPage,
    },
    page("/healthz"),
    // The same pages in French and Spanish (issue 36): the prefix changes the language only.
    page("/fr"),
    page("/es/about"),
    {
      route: "/fr/verify/:id",
      method: "GET",
      path: (f) => `/fr/verify/${f.code}`,
      expect: publicPage,
    },
    {
      route: "/es/directory/:id",
      method: "GET",
      path: (f) => `/es/directory/${f.businessId}`,
      expect: publicPage,
    },
  ],
});
