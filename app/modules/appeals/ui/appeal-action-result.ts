/** What an appeal form answers. */
export type AppealActionResult =
  | { ok: true; intent?: string; message: string }
  | {
      ok: false;
      intent?: string;
      message: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string | string[]>;
    };
