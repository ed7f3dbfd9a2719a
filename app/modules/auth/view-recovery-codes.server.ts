import { getAuth } from "./auth.server";

/** The user's unused recovery codes (decrypted by better-auth). */
export async function viewRecoveryCodes(userId: string): Promise<string[]> {
  const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}
