import { createCertifiedBusiness } from "../../helpers/certified-business";
import { defineGroup, publicPage, readOnly, type MatrixRow } from "./types";

type F = { code: string };

const get = (route: string, path: (f: F) => string): MatrixRow<F> => ({
  route,
  method: "GET",
  path,
  expect: publicPage,
});

/** A write to a read-only open answer: 405 for everyone (decision 053). */
const post = (route: string, path: (f: F) => string): MatrixRow<F> => ({
  route,
  method: "POST",
  note: "read only",
  path,
  expect: readOnly,
});

/** Verifiable credentials (decision 052): public to everyone, like verification. */
export default defineGroup<F>({
  name: "verifiable credentials",
  setup: async () => {
    const business = await createCertifiedBusiness();
    return { code: business.verificationCode };
  },
  rows: [
    get("/.well-known/did.json", () => "/.well-known/did.json"),
    get("/credentials/issuer", () => "/credentials/issuer"),
    get("/credentials/:code", (f) => `/credentials/${f.code}`),
    // The credential above took a status position in list 1.
    get("/credentials/status/:purpose/:list", () => "/credentials/status/revocation/1"),
    post("/.well-known/did.json", () => "/.well-known/did.json"),
    post("/credentials/issuer", () => "/credentials/issuer"),
    post("/credentials/:code", (f) => `/credentials/${f.code}`),
    post("/credentials/status/:purpose/:list", () => "/credentials/status/revocation/1"),
  ],
});
