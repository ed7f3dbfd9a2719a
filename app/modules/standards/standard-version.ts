import { AppError } from "~/domain/app-error";
import type { IntlShape } from "@formatjs/intl";
import { standardsMessages, standardsText } from "./standards-messages";

/**
 * Standard versions (SPEC §4, §9): a standard starts at version 1, each
 * content change without an explicit version adds 0.1. Versions are decimals
 * with one digit after the point, stored as `numeric(6,1)` and computed here
 * in whole tenths, so ten steps from 1.0 give 1.1, 1.2 … 1.9, 2.0 exactly and
 * never 1.2000000000000002 (decision 020).
 */

/** SPEC §9: the first version. */
export const FIRST_VERSION = "1.0";
/** SPEC §9: the step of an edit, in tenths. */
export const VERSION_STEP_TENTHS = 1;
/** numeric(6,1) holds up to 99999.9. */
export const MAX_VERSION_TENTHS = 999_999;

const pattern = /^(\d{1,5})(?:\.(\d))?$/;

/** "1.2" → 12, "2" → 20; null for anything else (no exponent, no sign, one decimal). */
export function versionToTenths(value: string | number): number | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = pattern.exec(text);
  if (!match) return null;
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? "0");
  return tenths >= 10 && tenths <= MAX_VERSION_TENTHS ? tenths : null;
}

/** 12 → "1.2", 20 → "2.0". */
export function tenthsToVersion(tenths: number): string {
  if (!Number.isInteger(tenths) || tenths < 0) throw new Error(`Invalid version ${tenths}`);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The canonical text of a stored or typed version ("1" → "1.0"); throws if invalid. */
export function normalizeVersion(value: string | number): string {
  const tenths = versionToTenths(value);
  if (tenths === null) throw new Error(`Invalid version ${value}`);
  return tenthsToVersion(tenths);
}

/** The version after `current`: current + 0.1. */
export function nextVersion(current: string): string {
  return tenthsToVersion(versionToTenths(current)! + VERSION_STEP_TENTHS);
}

/** Negative, zero or positive as a is lower, equal or higher than b. */
export function compareVersions(a: string, b: string): number {
  return versionToTenths(a)! - versionToTenths(b)!;
}

/** "Version 1.1" as shown on screens. */
export function versionLabel(version: string): string {
  return `Version ${normalizeVersion(version)}`;
}

/**
 * The version an edit releases: the one the editor typed (higher than the
 * current one, and only with a change of text), else the next step when the
 * text changed, else the current one. Throws a field error otherwise.
 */
export function versionAfterEdit({
  current,
  requested,
  textChanged,
  intl,
}: {
  current: string;
  requested: string | null;
  textChanged: boolean;
  /** Writes the refusal in the reader's language (English without it). */
  intl?: Pick<IntlShape<string>, "formatMessage">;
}): string {
  if (requested === null) return textChanged ? nextVersion(current) : current;
  const explicit = normalizeVersion(requested);
  if (!textChanged && compareVersions(explicit, current) !== 0) {
    throw new AppError("validation", standardsMessages.versionWithoutChange, {
      version: standardsMessages.versionWithoutChange,
    });
  }
  if (textChanged && compareVersions(explicit, current) <= 0) {
    const message = intl
      ? intl.formatMessage(standardsText.versionNotHigher, { current })
      : standardsMessages.versionNotHigher(current);
    throw new AppError("validation", message, { version: message });
  }
  return explicit;
}
