/**
 * What the notification bell shows and says. The badge shows at most "99+";
 * the button's accessible name says the same count, so the name contains the
 * text a sighted reader sees (WCAG 2.5.3 Label in Name: a speech user says
 * what is on the screen). Before, 113 unread showed "99+" and was named
 * "Notifications, 113 unread" (axe: label-content-name-mismatch).
 */
export function bellCount(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}

export function bellLabel(unread: number): string {
  return `Notifications, ${bellCount(unread)} unread`;
}
