import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { embedBuildCssPlugin, embedDevPlugin } from "./embed-plugin";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: "transform" | "resolveId" | "load", ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args);

describe("embed plugins", () => {
  it("dev: a stylesheet module adds no <style> to the page while the embed runs", () => {
    const module = `import { updateStyle as __vite__updateStyle } from "/@vite/client"\nconst __vite__css = ".a{}"\n__vite__updateStyle(__vite__id, __vite__css)`;
    const result = call(embedDevPlugin(), "transform", module, "/work/widgets/ui/toast.css") as string;
    expect(result).toContain("if (!window.__vulaEmbed) __vite__updateStyle(__vite__id, __vite__css)");
    expect(call(embedDevPlugin(), "transform", "export const a = 1", "/work/widgets/ui/toast.ts")).toBeNull();
  });

  it("build: side-effect stylesheet imports become empty modules; ?inline ones are left to Vite", () => {
    const plugin = embedBuildCssPlugin();
    const id = call(plugin, "resolveId", "./booking.css") as string;
    expect(call(plugin, "load", id)).toBe("export {};");
    expect(call(plugin, "resolveId", "./booking.css?inline")).toBeNull();
    expect(call(plugin, "resolveId", "./booking")).toBeNull();
  });
});
