import { describe, expect, it } from "vitest";
import {
  generateRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
} from "./recovery-codes";

describe("recovery codes", () => {
  it("use an alphabet without the look-alikes 0/O and 1/I", () => {
    expect(RECOVERY_CODE_ALPHABET).toHaveLength(32);
    for (const ambiguous of ["0", "O", "1", "I", "o", "i", "l"]) {
      expect(RECOVERY_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(32);
  });

  it("are ten distinct codes of two groups of five from that alphabet", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const symbol = `[${RECOVERY_CODE_ALPHABET}]`;
    const shape = new RegExp(`^${symbol}{5}-${symbol}{5}$`);
    for (const code of generateRecoveryCodes(200)) expect(code).toMatch(shape);
  });

  it("read what a person typed: spaces, a missing dash, lower case", () => {
    expect(normaliseRecoveryCode(" 7kq2m-xh4pd ")).toBe("7KQ2M-XH4PD");
    expect(normaliseRecoveryCode("7kq2m xh4pd")).toBe("7KQ2M-XH4PD");
    expect(normaliseRecoveryCode("7KQ2MXH4PD")).toBe("7KQ2M-XH4PD");
    // An older mixed-case code keeps its case.
    expect(normaliseRecoveryCode("aB3dE-fG4hJ")).toBe("aB3dE-fG4hJ");
  });
});
