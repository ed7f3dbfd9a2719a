/**
 * LinkedIn's public "Add to profile" link for a certification (no API key,
 * no LinkedIn app: the member reviews the prefilled form and saves it). The
 * parameter names are LinkedIn's documented add-to-profile parameters;
 * months are 1–12. Dates are calendar days in the programme's time zone.
 */
export const LINKEDIN_ADD_TO_PROFILE = "https://www.linkedin.com/profile/add";

export function linkedInAddToProfileUrl(certification: {
  /** The certification's name as the profile shows it. */
  name: string;
  organizationName: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
  /** Where anyone checks it (the verification page). */
  certUrl: string;
  /** The certificate number. */
  certId: string;
}): string {
  const [issueYear, issueMonth] = certification.issuedOn.split("-").map(Number);
  const [expirationYear, expirationMonth] = certification.expiresOn.split("-").map(Number);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certification.name,
    organizationName: certification.organizationName,
    issueYear: String(issueYear),
    issueMonth: String(issueMonth),
    expirationYear: String(expirationYear),
    expirationMonth: String(expirationMonth),
    certUrl: certification.certUrl,
    certId: certification.certId,
  });
  return `${LINKEDIN_ADD_TO_PROFILE}?${params.toString()}`;
}
