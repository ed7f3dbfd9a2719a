// The baseline for `npm run bench`: a plain Node HTTP server answering each
// path with the very bytes (and encoding) the application sent for it.
import fs from "node:fs";
import http from "node:http";

const [, , manifestPath, port] = process.argv;
const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
const answers = new Map(
  manifest.map((entry) => [
    entry.path,
    { headers: entry.headers, body: Buffer.from(entry.body, "base64") },
  ]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
      return;
    }
    res.writeHead(200, { ...answer.headers, "Content-Length": answer.body.length });
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
