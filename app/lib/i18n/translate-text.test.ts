import { describe, expect, it } from "vitest";
import "./catalogs.server";
import { translateText } from "./translate-text";

describe("translateText: what the server writes, in the reader's language (issue 36)", () => {
  it("translates the English text of a catalog message", () => {
    expect(translateText("Skip to content", "fr-CA")).toBe("Aller au contenu");
    expect(translateText("Skip to content", "es-MX")).toBe("Ir al contenido");
    expect(translateText("Skip to content", "en")).toBe("Skip to content");
  });

  it("renders a message named by its id in every language, English included", () => {
    expect(translateText("shell.skip", "fr-CA")).toBe("Aller au contenu");
    expect(translateText("shell.skip", "en")).toBe("Skip to content");
  });

  it("leaves any other text as it is", () => {
    expect(translateText("Acme Wildlife Ltd.", "fr-CA")).toBe("Acme Wildlife Ltd.");
    expect(translateText("", "es-MX")).toBe("");
  });
});
