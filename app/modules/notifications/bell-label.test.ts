import { describe, expect, it } from "vitest";
import { bellCount, bellLabel } from "./bell-label";

describe("the notification bell's badge and name", () => {
  it.each([
    [0, "0", "Notifications, 0 unread"],
    [7, "7", "Notifications, 7 unread"],
    [99, "99", "Notifications, 99 unread"],
    [113, "99+", "Notifications, 99+ unread"],
  ])("%i unread: badge %s, named %s (the badge's text is in the name)", (unread, count, label) => {
    expect(bellCount(unread)).toBe(count);
    expect(bellLabel(unread)).toBe(label);
    expect(bellLabel(unread)).toContain(bellCount(unread));
  });
});
