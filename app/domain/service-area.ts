/** The widest radius a business may state (form and CHECK constraint, decision 054). */
export const MAX_RADIUS_KM = 500;
/** The same in miles, rounded down. */
export const MAX_RADIUS_MI = 310;
/** The radius given to a business that has not stated one (existing businesses, decision 054). */
export const DEFAULT_RADIUS_KM = 50;
/** Who set a business's service area. */
export const serviceAreaSources = ["address-default", "business", "staff"] as const;
export type ServiceAreaSource = (typeof serviceAreaSources)[number];
