// The contracts module's settings: the expiry sweep's schedule (CONTRACTS_SWEEP_CRON).
import { describe, expect, it } from "vitest";
import { contractsConfigFromEnv } from "../../src/modules/contracts/config.ts";

describe("CONTRACTS_SWEEP_CRON", () => {
  it("runs each minute by default, is off under NODE_ENV=test unless set, and takes off or 5–6 cron fields", () => {
    expect(contractsConfigFromEnv({ NODE_ENV: "development" }).sweepCron).toBe("* * * * *");
    expect(contractsConfigFromEnv({ NODE_ENV: "test" }).sweepCron).toBeNull();
    expect(contractsConfigFromEnv({ NODE_ENV: "test", CONTRACTS_SWEEP_CRON: "*/5 * * * *" }).sweepCron).toBe(
      "*/5 * * * *",
    );
    expect(contractsConfigFromEnv({ CONTRACTS_SWEEP_CRON: "* * * * * *" }).sweepCron).toBe("* * * * * *");
    expect(contractsConfigFromEnv({ CONTRACTS_SWEEP_CRON: "off" }).sweepCron).toBeNull();
    expect(() => contractsConfigFromEnv({ CONTRACTS_SWEEP_CRON: "hourly" })).toThrow(
      'CONTRACTS_SWEEP_CRON must be a cron expression of 5 or 6 fields, or "off": "hourly"',
    );
  });
});
