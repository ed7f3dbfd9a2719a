import pino from "pino";
import { getEnv } from "./env.server";

let instance: pino.Logger | undefined;

export function getLogger(): pino.Logger {
  instance ??= pino({
    level: getEnv().LOG_LEVEL,
    base: { service: "humane-accreditation-portal" },
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
  });
  return instance;
}

export const logger = new Proxy({} as pino.Logger, {
  get(_target, prop) {
    const l = getLogger();
    const value = Reflect.get(l, prop, l);
    return typeof value === "function" ? value.bind(l) : value;
  },
});
