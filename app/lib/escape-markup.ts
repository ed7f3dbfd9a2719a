/**
 * Text made safe inside XML or HTML, in element content and in quoted
 * attribute values alike (`&`, `<`, `>`, `"` and `'` escaped).
 */
export function escapeMarkup(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
