/**
 * Two-factor recovery codes people can read aloud and type without doubt:
 * upper-case letters and digits without the look-alikes 0/O and 1/I (32
 * symbols, so each byte maps without bias), ten symbols in two groups of
 * five ("7KQ2M-XH4PD", 50 bits each).
 */
export const RECOVERY_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const RECOVERY_CODE_COUNT = 10;
const GROUP = 5;

export function generateRecoveryCode(): string {
  const bytes = new Uint8Array(GROUP * 2);
  crypto.getRandomValues(bytes);
  const symbols = Array.from(bytes, (b) => RECOVERY_CODE_ALPHABET[b % 32]).join("");
  return `${symbols.slice(0, GROUP)}-${symbols.slice(GROUP)}`;
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateRecoveryCode());
  return [...codes];
}

/**
 * What a person typed, as the stored code: spaces dropped, the dash added
 * when left out, lower case raised. Codes made before this alphabet mixed
 * cases, so a code typed with any capital letter keeps its case.
 */
export function normaliseRecoveryCode(input: string): string {
  let code = input.replace(/\s+/g, "");
  if (!/[A-Z]/.test(code)) code = code.toUpperCase();
  if (/^[A-Za-z0-9]{10}$/.test(code)) code = `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
  return code;
}
