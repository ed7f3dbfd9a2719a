import { getAuth } from "./auth.server";
import { callAuth } from "./auth-response.server";

/** Replaces the recovery codes (password required); the old ones stop working. */
export async function regenerateRecoveryCodes(
  request: Request,
  input: { password: string },
): Promise<string[]> {
  const { body } = await callAuth<{ backupCodes: string[] }>(() =>
    getAuth().api.generateBackupCodes({
      body: { password: input.password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return body.backupCodes;
}
