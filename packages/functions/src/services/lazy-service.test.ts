import { describe, expect, it } from "vitest";
import { lazyService, loadOnce } from "./lazy-service.ts";

/** A small repository, with a group of methods like a repository's `relay`, and a count of loads. */
function countedRepository() {
  const loads = { count: 0 };
  const load = async () => {
    loads.count += 1;
    const stored = new Map<string, string>();
    return {
      async put(id: string, value: string) {
        stored.set(id, value);
      },
      async get(id: string) {
        return stored.get(id);
      },
      relay: {
        async listPending(): Promise<string[]> {
          return [...stored.keys()];
        },
      },
    };
  };
  return { loads, load };
}

describe("lazyService", () => {
  it("loads nothing until a method is called, then loads once for every call after", async () => {
    const { loads, load } = countedRepository();
    const repository = lazyService(load);
    expect(loads.count).toBe(0);

    await Promise.all([repository.put("a", "first"), repository.put("b", "second")]);
    expect(await repository.get("a")).toBe("first");
    expect(loads.count).toBe(1);
  });

  it("calls the methods of a group, and methods taken off their service", async () => {
    const { load } = countedRepository();
    const repository = lazyService(load);
    const { listPending } = repository.relay;
    const put = repository.put;

    await put("a", "first");
    expect(await listPending()).toEqual(["a"]);
    expect(repository.relay.listPending).toBe(listPending);
  });

  it("calls each method on its own service, so `this` is the loaded one", async () => {
    class Counter {
      #total = 0;
      async add(amount: number) {
        this.#total += amount;
        return this.#total;
      }
    }
    const counter = lazyService(async () => new Counter());
    await counter.add(2);
    expect(await counter.add(3)).toBe(5);
  });

  it("is refused, by type, for services with members that are not async methods", () => {
    // @ts-expect-error `size` answers at once, so it cannot wait for the service to load.
    lazyService(async () => ({ size: () => 1, async get() {} }));
    // @ts-expect-error `tableName` is a value, known only once the service is loaded.
    lazyService(async () => ({ tableName: "users", async get() {} }));
  });

  it("loads again after a failed load", async () => {
    let attempts = 0;
    const repository = lazyService(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("DynamoDB client could not be created");
      return { ping: async () => "pong" };
    });
    await expect(repository.ping()).rejects.toThrow("could not be created");
    expect(await repository.ping()).toBe("pong");
  });

  it("is not mistaken for a promise, and refuses to be copied member by member", async () => {
    const { loads, load } = countedRepository();
    const repository = lazyService(load);
    expect(await Promise.resolve(repository)).toBe(repository);
    expect(() => ({ ...repository })).toThrow(TypeError);
    expect(loads.count).toBe(0);
  });
});

describe("loadOnce", () => {
  it("shares one load among concurrent callers", async () => {
    let loads = 0;
    const client = loadOnce(async () => ({ id: ++loads }));
    const [first, second] = await Promise.all([client(), client()]);
    expect(first).toBe(second);
    expect(loads).toBe(1);
  });
});
