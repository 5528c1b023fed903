import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverI18n } from "~/i18n/i18next.server";
import { serverRenderedLazy } from "./lazy-part";

function Greeting({ name }: { name: string }) {
  return <p>Dzień dobry, {name}</p>;
}

const render = (part: ReactNode) => renderToString(<I18nextProvider i18n={serverI18n("pl")}>{part}</I18nextProvider>);

describe("lazy parts (serverRenderedLazy, lazyPart)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("renders the component on the server at once, never loading it", () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = serverRenderedLazy(Greeting, load);
    expect(render(<Part name="Anna" />)).toContain("Dzień dobry, <!-- -->Anna");
    expect(load).not.toHaveBeenCalled();
  });

  it("in the browser's build (no server component) loads it when first shown, and renders it once loaded", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = serverRenderedLazy(undefined, load);
    expect(render(<Part name="Anna" />)).not.toContain("Dzień dobry");
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(render(<Part name="Anna" />)).toContain("Dzień dobry, <!-- -->Anna"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries a failing load, then shows in the part's place that it could not be loaded", async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi.fn((): Promise<typeof Greeting> => Promise.reject(new Error("chunk failed")));
    const Part = serverRenderedLazy(undefined, load);
    render(<Part name="Anna" />);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(4);
    const html = render(<Part name="Anna" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Nie udało się wczytać tej części strony. Odśwież stronę, aby spróbować ponownie.");
    expect(logged).toHaveBeenCalledWith("A part of the page could not be loaded", expect.any(Error));
  });
});
