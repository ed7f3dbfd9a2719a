import { describe, expect, it } from "vitest";
import { isAppError } from "~/domain/app-error";
import { CSV_EXPORT_LIMIT, exportHref } from "./csv-export";
import { csvFileName, csvResponse, csvSafe, exportList, toCsv } from "./csv.server";
import { containsPattern } from "./list-query.server";

describe("CSV export", () => {
  it("prefixes text starting with = + - @ (or a tab / carriage return) with a quote; numbers stay", () => {
    expect(csvSafe('=HYPERLINK("http://evil.test")')).toBe('\'=HYPERLINK("http://evil.test")');
    expect(csvSafe("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvSafe("-2+3")).toBe("'-2+3");
    expect(csvSafe("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvSafe("\t=1")).toBe("'\t=1");
    expect(csvSafe("Acme = good")).toBe("Acme = good");
    expect(csvSafe(-5)).toBe(-5);
    expect(csvSafe(null)).toBe("");
    expect(csvSafe(undefined)).toBe("");
  });

  it("writes a header row, CRLF, RFC 4180 quoting and guarded cells", () => {
    expect(
      toCsv(
        ["Business", "Count"],
        [
          ['=cmd|"/c calc"!A1', 3],
          ["Two\nlines, and a comma", null],
        ],
      ),
    ).toBe('Business,Count\r\n"\'=cmd|""/c calc""!A1",3\r\n"Two\nlines, and a comma",\r\n');
  });

  it("exports every matching row up to the limit and refuses more instead of cutting short", async () => {
    const columns = [{ header: "N", value: (n: number) => n }];
    let asked = 0;
    expect(
      await exportList(async (limit) => {
        asked = limit;
        return { rows: [1, 2], total: 2 };
      }, columns),
    ).toBe("N\r\n1\r\n2\r\n");
    expect(asked).toBe(CSV_EXPORT_LIMIT);
    const refused = await exportList(
      async () => ({ rows: [], total: CSV_EXPORT_LIMIT + 1 }),
      columns,
    ).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.status).toBe(422);
    expect((refused as Error).message).toBe(
      "10,001 rows match: narrow the filters to export at most 10,000.",
    );
  });

  it("answers an attachment named after the list and the day", async () => {
    const name = csvFileName("audits", new Date("2026-11-22T23:59:00Z"));
    expect(name).toBe("audits-2026-11-22.csv");
    const response = csvResponse("A\r\n", name, new Request("http://x.test/audits/export"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="audits-2026-11-22.csv"',
    );
    // Excel-compatible by default: the UTF-8 byte-order mark first (issue 24).
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("A\r\n");
  });

  it("gives plain UTF-8 without the byte-order mark for ?format=utf8 (for programs)", async () => {
    const response = csvResponse(
      "León\r\n",
      "x.csv",
      new Request("http://x.test/audits/export?format=utf8"),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes[0]).toBe("L".charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe("León\r\n");
  });

  it("links the export with the list's filters and sort, not its page", () => {
    expect(
      exportHref(
        "/dashboard/audits/export",
        new URLSearchParams("status=scheduled&q=a%26b&sort=when&dir=desc&page=3&notice=deleted"),
      ),
    ).toBe("/dashboard/audits/export?status=scheduled&q=a%26b&sort=when&dir=desc");
    expect(exportHref("/dashboard/users/export", new URLSearchParams("page=2"))).toBe(
      "/dashboard/users/export",
    );
  });

  it("searches a substring with LIKE wildcards taken literally", () => {
    expect(containsPattern(" 100%_a\\b ")).toBe("%100\\%\\_a\\\\b%");
  });
});
