import { createCertifiedBusiness } from "../../helpers/certified-business";
import { defineGroup, publicPage, type MatrixRow } from "./types";

type F = { code: string };

const get = (route: string, path: (f: F) => string): MatrixRow<F> => ({
  route,
  method: "GET",
  path,
  expect: publicPage,
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
  ],
});
