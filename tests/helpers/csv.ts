import { spawnSync } from "node:child_process";

/**
 * A CSV file opened with a parser nobody on the project wrote: Python's `csv`
 * module (the RFC 4180 reader the issue-24 conformance check used) in strict
 * mode, which refuses a stray quote or an unterminated field. The bytes are
 * decoded as strict UTF-8 after an optional byte-order mark, as Excel and
 * Python's `utf-8-sig` do. Throws on anything the parser refuses.
 *
 * python3 is part of every machine this project runs on (it builds native
 * modules); without it the helper fails with that reason rather than
 * passing silently.
 */
const PARSER = `
import csv, io, json, sys
data = sys.stdin.buffer.read()
bom = data.startswith(b"\\xef\\xbb\\xbf")
text = data.decode("utf-8-sig")
rows = list(csv.reader(io.StringIO(text, newline=""), strict=True))
json.dump({"bom": bom, "rows": rows}, sys.stdout)
`;

export type ParsedCsv = { bom: boolean; rows: string[][] };

export function parseCsv(content: Uint8Array | string): ParsedCsv {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content);
  const result = spawnSync("python3", ["-c", PARSER], { input: bytes, encoding: "utf8" });
  if (result.error) throw new Error(`python3 is needed to parse CSV in tests: ${result.error}`);
  if (result.status !== 0) throw new Error(`Python's csv refused the file: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout) as ParsedCsv;
  // RFC 4180: records end in CRLF (line breaks inside quoted fields are data).
  const text = bytes.toString("utf8");
  const outsideQuotes = text.replace(/"(?:[^"]|"")*"/g, "");
  if (/(^|[^\r])\n/.test(outsideQuotes)) throw new Error("a record ends in a bare LF, not CRLF");
  if (text.length > 0 && !text.endsWith("\r\n")) throw new Error("the last record has no CRLF");
  return parsed;
}

/** The answer's CSV, parsed from its bytes (`Response.text()` would drop the byte-order mark). */
export async function readCsv(response: Response): Promise<ParsedCsv> {
  return parseCsv(new Uint8Array(await response.arrayBuffer()));
}
