// Services loaded by the first call that needs them: a cold start that touches no table loads
// neither the AWS SDK nor the repositories' code.

/**
 * A service every member of which is an async method, or a group of them (a repository's
 * `relay`): only such a service can be called before it is loaded.
 */
export type AsyncService<Service> = {
  [Name in keyof Service]: Service[Name] extends (...args: never[]) => infer Answer
    ? Answer extends Promise<unknown>
      ? Service[Name]
      : never
    : Service[Name] extends object
      ? AsyncService<Service[Name]>
      : never;
};

/** `load`, run by the first caller and shared with the rest; a failed load is tried again by the next caller. */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The service `load` makes, made by the first call to one of its methods. */
export function lazyService<Service extends AsyncService<Service>>(load: () => Promise<Service>): Service {
  return lazyMember(loadOnce(load), []) as Service;
}

/**
 * The member at `path` of the service: called, it loads the service and calls that member on its
 * owner; read further, it stands for a member of the member. Which of the two it is, only the
 * loaded service knows, and `AsyncService` lets the caller do only the right one.
 */
function lazyMember(service: () => Promise<object>, path: string[]): unknown {
  const members = new Map<string, unknown>();
  const call = async (...args: unknown[]) => {
    let owner: Record<string, unknown> = (await service()) as Record<string, unknown>;
    for (const name of path.slice(0, -1)) owner = owner[name] as Record<string, unknown>;
    const method = owner[path.at(-1)!] as (...args: unknown[]) => Promise<unknown>;
    return method.apply(owner, args);
  };
  return new Proxy(call, {
    get(_, name) {
      // Never a promise (`await` looks for `then`), and nothing behind a symbol.
      if (typeof name !== "string" || name === "then") return undefined;
      if (!members.has(name)) members.set(name, lazyMember(service, [...path, name]));
      return members.get(name);
    },
    ownKeys() {
      throw new TypeError(
        `A lazily loaded service has no members to list until it is loaded: name each one (at ${path.join(".") || "its root"})`,
      );
    },
  });
}
