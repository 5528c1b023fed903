import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { serverRenderedLazy } from "./server-rendered-lazy";

function Greeting({ name }: { name: string }) {
  return <p>Dzień dobry, {name}</p>;
}

describe("serverRenderedLazy", () => {
  it("renders the component on the server at once, never loading it", () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = serverRenderedLazy(Greeting, load);
    expect(renderToString(<Part name="Anna" />)).toContain("Dzień dobry, <!-- -->Anna");
    expect(load).not.toHaveBeenCalled();
  });

  it("in the browser's build (no server component) loads it when first shown, and renders it once loaded", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = serverRenderedLazy(undefined, load);
    expect(renderToString(<Part name="Anna" />)).not.toContain("Dzień dobry");
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0].value;
    await new Promise((resolve) => setTimeout(resolve));
    expect(renderToString(<Part name="Anna" />)).toContain("Dzień dobry, <!-- -->Anna");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
