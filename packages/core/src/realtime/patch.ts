// Patches to a JSON value that grows as a model writes it: a string gets text appended, a list
// gets items, an object gets keys. A patch names each change by its path, so a waiting page is
// sent what changed, never the whole value again. Browser-safe: the page applies the same format.
export type PatchPath = Array<string | number>;
export type PatchOp = { path: PatchPath; set: unknown } | { path: PatchPath; append: string };

// Keys that would reach an object's prototype, or that no report has, are never sent nor applied.
const unsafeKeys = new Set(["__proto__", "constructor", "prototype"]);
export const isSendableKey = (key: string) => key.length > 0 && key.length <= 64 && !unsafeKeys.has(key);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What turns `before` into `after`: appended text where a string grew, whole values elsewhere. */
export function patchOps(before: unknown, after: unknown, path: PatchPath = []): PatchOp[] {
  if (before === after) return [];
  if (typeof before === "string" && typeof after === "string" && after.startsWith(before))
    return [{ path, append: after.slice(before.length) }];
  if (Array.isArray(before) && Array.isArray(after) && after.length >= before.length) {
    return after.flatMap((item, index) =>
      index < before.length ? patchOps(before[index], item, [...path, index]) : [{ path: [...path, index], set: item }],
    );
  }
  if (isRecord(before) && isRecord(after) && Object.keys(before).every((key) => key in after)) {
    return Object.entries(after)
      .filter(([key]) => isSendableKey(key))
      .flatMap(([key, value]) => (key in before ? patchOps(before[key], value, [...path, key]) : [{ path: [...path, key], set: value }]));
  }
  return [{ path, set: after }];
}

/** Thrown when a patch does not fit the value it is applied to: the two copies have drifted apart. */
export class PatchMismatch extends Error {}

/** A new value with the patch applied; the one given is left as it was. */
export function applyPatchOps<T>(value: T, ops: readonly PatchOp[]): T {
  return ops.reduce<unknown>((current, op) => applyAt(current, op.path, op), value) as T;
}

function applyAt(target: unknown, path: PatchPath, op: PatchOp): unknown {
  if (path.length === 0) {
    if ("set" in op) return op.set;
    if (typeof target !== "string") throw new PatchMismatch("text appended to something that is not text");
    return target + op.append;
  }
  const [key, ...rest] = path;
  if (Array.isArray(target) && typeof key === "number" && key <= target.length) {
    const copy = [...target];
    copy[key] = applyAt(target[key], rest, op);
    return copy;
  }
  if (isRecord(target) && typeof key === "string")
    return { ...target, [key]: applyAt(Object.hasOwn(target, key) ? target[key] : undefined, rest, op) };
  throw new PatchMismatch(`no place for ${JSON.stringify(path)}`);
}

const utf8 = new TextEncoder();
export const utf8Bytes = (text: string) => utf8.encode(text).length;
export const jsonBytes = (value: unknown) => utf8Bytes(JSON.stringify(value));

/**
 * The ops in batches whose JSON stays within `maxBytes`; an op too big on its own is cut into
 * smaller ones first (text into appended pieces, lists and objects into their members).
 */
export function batchPatchOps(ops: readonly PatchOp[], maxBytes: number): PatchOp[][] {
  const batches: PatchOp[][] = [];
  let batch: PatchOp[] = [];
  let size = 2;
  for (const op of ops.flatMap((op) => fitted(op, maxBytes - 2))) {
    const opSize = jsonBytes(op) + 1;
    if (batch.length > 0 && size + opSize > maxBytes) {
      batches.push(batch);
      batch = [];
      size = 2;
    }
    batch.push(op);
    size += opSize;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

function fitted(op: PatchOp, maxBytes: number): PatchOp[] {
  if (jsonBytes(op) <= maxBytes) return [op];
  const { path } = op;
  const value = "set" in op ? op.set : op.append;
  if (typeof value === "string") {
    // A character takes at most 6 bytes in JSON (\uXXXX), so these pieces always fit.
    const pieceLength = Math.max(1, Math.floor((maxBytes - jsonBytes({ path, append: "" })) / 6));
    const pieces: PatchOp[] = [];
    for (let at = 0; at < value.length; at += pieceLength) pieces.push({ path, append: value.slice(at, at + pieceLength) });
    return "set" in op ? [{ path, set: "" }, ...pieces] : pieces;
  }
  if (Array.isArray(value))
    return [{ path, set: [] }, ...value.flatMap((item, index) => fitted({ path: [...path, index], set: item }, maxBytes))];
  if (isRecord(value))
    return [
      { path, set: {} },
      ...Object.entries(value).flatMap(([key, member]) => fitted({ path: [...path, key], set: member }, maxBytes)),
    ];
  return [op];
}
