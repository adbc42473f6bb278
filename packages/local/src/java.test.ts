import { describe, expect, it } from "vitest";
import { ensureJava17, javaMajorVersion, MissingJavaError } from "./java.ts";

describe("the Java check", () => {
  it("finds no Java where the command does not exist", () => {
    expect(javaMajorVersion("java-that-does-not-exist")).toBeNull();
  });

  it("explains how to install Java 17 when it is missing", () => {
    expect(() => ensureJava17("java-that-does-not-exist")).toThrow(MissingJavaError);
    expect(() => ensureJava17("java-that-does-not-exist")).toThrow(/Java 17 or newer[\s\S]*apt-get install -y openjdk-17-jre-headless/);
  });
});
