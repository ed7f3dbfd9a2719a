// The certificates module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./certificate-record.server";
export * from "./export-certificates.server";
export * from "./find-application-certificate.server";
export * from "./generate-certificate-pdf.server";
export * from "./generate-certificate.server";
export * from "./get-certificate-by-code.server";
export * from "./get-certificate.server";
export * from "./list-certifiable-applications.server";
export * from "./list-certificates.server";
export * from "./revoke-certificate.server";
export * from "./set-certificate-status.server";
export * from "./certificate-pages.server";
export * from "./accreditation-sql.server";
export * from "./get-accreditation.server";
export * from "./get-certificate-standing.server";
