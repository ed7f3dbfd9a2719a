// The independent checkers some tests run (decision 053): xmllint (the
// seal's SVG is well-formed), pdffonts and qpdf (the certificate PDF embeds
// its fonts and is sound). Installs Debian's packages when missing and root.
import { spawnSync } from "node:child_process";

const tools = { xmllint: "libxml2-utils", pdffonts: "poppler-utils", qpdf: "qpdf" };
const has = (tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
const missing = Object.keys(tools).filter((tool) => !has(tool));

if (missing.length > 0) {
  const packages = missing.map((tool) => tools[tool]);
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${missing.join(", ")}: sudo apt-get install -y ${packages.join(" ")}`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(", ")} (for ${missing.join(", ")})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...packages],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
