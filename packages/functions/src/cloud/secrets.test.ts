import { describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { GetParametersCommand, SSMClient } from "@aws-sdk/client-ssm";
import { cachedFor, parameterStore, readSecrets, type SecretSource } from "./secrets.ts";

const deployed = { SST_APP: "ai-for-leaders", SST_STAGE: "prod", SST_SSM_PREFIX: "/sst/ai-for-leaders/prod/" };
const fetched = "__FETCH_FROM_SSM__";

/** Parameter Store holding exactly these parameters, counting the rounds it is asked. */
function storeHolding(parameters: Record<string, string>) {
  const asked: string[][] = [];
  const getParameters: SecretSource["getParameters"] = async (names) => {
    asked.push(names);
    return new Map(names.filter((name) => name in parameters).map((name) => [name, parameters[name]!]));
  };
  return { asked, getParameters };
}

describe("readSecrets", () => {
  it("reads the stage's values in one round, the app-wide fallback where the stage has none", async () => {
    const store = storeHolding({
      "/sst/ai-for-leaders/prod/Secret/TOKEN_SECRET/value": "stage-token-secret",
      "/sst/ai-for-leaders/.fallback/Secret/TOKEN_SECRET/value": "fallback-token-secret",
      "/sst/ai-for-leaders/.fallback/Secret/ACCESS_CODES/value": "one,two",
    });
    const env = { ...deployed, SST_Secret_value_TOKEN_SECRET: fetched, SST_Secret_value_ACCESS_CODES: fetched };
    expect(await readSecrets(["ACCESS_CODES", "TOKEN_SECRET"], { env, getParameters: store.getParameters })).toEqual({
      ACCESS_CODES: "one,two",
      TOKEN_SECRET: "stage-token-secret",
    });
    expect(store.asked).toHaveLength(1);
  });

  it("takes a value SST set directly and asks Parameter Store nothing", async () => {
    const store = storeHolding({});
    const env = { ...deployed, SST_Secret_value_TOKEN_SECRET: "given-directly" };
    expect(await readSecrets(["TOKEN_SECRET"], { env, getParameters: store.getParameters })).toEqual({ TOKEN_SECRET: "given-directly" });
    expect(store.asked).toEqual([]);
  });

  it("names every secret set neither for the stage nor as a fallback", async () => {
    const env = { ...deployed, SST_Secret_value_TOKEN_SECRET: fetched, SST_Secret_value_ACCESS_CODES: fetched };
    await expect(readSecrets(["ACCESS_CODES", "TOKEN_SECRET"], { env, ...storeHolding({}) })).rejects.toThrow(
      'These secrets are not set for the "prod" stage: ACCESS_CODES, TOKEN_SECRET',
    );
  });

  it("leaves an optional secret unset when the stage has none (a webhook's header)", async () => {
    const env = { ...deployed, SST_Secret_value_TOKEN_SECRET: fetched, SST_Secret_value_CONTACT_WEBHOOK_HEADER: fetched };
    const store = storeHolding({ "/sst/ai-for-leaders/prod/Secret/TOKEN_SECRET/value": "stage-token-secret" });
    const optional = new Set(["CONTACT_WEBHOOK_HEADER"]);
    expect(await readSecrets(["TOKEN_SECRET", "CONTACT_WEBHOOK_HEADER"], { env, getParameters: store.getParameters }, optional)).toEqual({
      TOKEN_SECRET: "stage-token-secret",
    });
    await expect(readSecrets(["TOKEN_SECRET", "CONTACT_WEBHOOK_HEADER"], { env, getParameters: store.getParameters })).rejects.toThrow(
      "CONTACT_WEBHOOK_HEADER",
    );
  });

  it("refuses a secret that is not bound to the function", async () => {
    await expect(readSecrets(["TOKEN_SECRET"], { env: deployed, ...storeHolding({}) })).rejects.toThrow("Secret TOKEN_SECRET is not bound");
  });
});

describe("parameterStore", () => {
  it("asks for every batch of ten names at once, decrypted", async () => {
    const ssm = mockClient(SSMClient);
    ssm.on(GetParametersCommand).callsFake(async ({ Names }: { Names: string[] }) => ({
      Parameters: Names.map((Name) => ({ Name, Value: `value of ${Name}` })),
    }));
    const names = Array.from({ length: 18 }, (_, index) => `/sst/app/prod/Secret/S${index}/value`);
    const found = await parameterStore("eu-west-2")(names);
    expect(found.size).toBe(18);
    expect(found.get(names[17]!)).toBe(`value of ${names[17]}`);
    const calls = ssm.commandCalls(GetParametersCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.Names?.length)).toEqual([10, 8]);
    expect(calls.every((input) => input.WithDecryption)).toBe(true);
    ssm.restore();
  });
});

describe("cachedFor", () => {
  it("shares one read within its time, reads again after it, and forgets a failed read at once", async () => {
    let clock = 0;
    let reads = 0;
    let failNext = false;
    const read = cachedFor(
      1_000,
      async () => {
        reads++;
        if (failNext) throw new Error("Parameter Store is unreachable");
        return `read ${reads}`;
      },
      () => clock,
    );
    expect(await Promise.all([read(), read()])).toEqual(["read 1", "read 1"]);
    clock = 999;
    expect(await read()).toBe("read 1");
    clock = 1_000;
    failNext = true;
    await expect(read()).rejects.toThrow("unreachable");
    failNext = false;
    expect(await read()).toBe("read 3");
  });
});
