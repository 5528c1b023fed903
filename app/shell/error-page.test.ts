import { afterEach, describe, expect, it, vi } from "vitest";
import { translatorFor } from "~/i18n/i18next.server";
import { errorPageTexts, loadNetworkErrorCheck } from "./error-page";

/** What Remix hands the error boundary for a thrown Response (isRouteErrorResponse's shape). */
function thrownResponse(status: number, data: unknown) {
  return { status, statusText: "", internal: false, data };
}

const polish = translatorFor("pl", "common");
const english = translatorFor("en", "common");

describe("errorPageTexts", () => {
  it("gives a 404 its own title and text, whatever the thrown response's body says", () => {
    expect(errorPageTexts(thrownResponse(404, "Not found"), polish)).toEqual({
      title: "Nie znaleziono strony",
      text: "Strona, której szukasz, nie istnieje lub została przeniesiona.",
      expected: true,
    });
  });

  it("shows a refused form's message under a title for its status", () => {
    expect(errorPageTexts(thrownResponse(413, "Wysłany formularz jest za duży."), polish)).toEqual({
      title: "Za dużo danych",
      text: "Wysłany formularz jest za duży.",
      expected: true,
    });
    expect(errorPageTexts(thrownResponse(415, "Only forms, please."), english)).toMatchObject({ title: "Unsupported data format", text: "Only forms, please." });
    expect(errorPageTexts(thrownResponse(400, { not: "text" }), english)).toEqual({
      title: "Invalid form",
      text: "The form could not be read. Please go back and send it again.",
      expected: true,
    });
  });

  it("answers a method no route takes with its own page, not the router's text, and logs nothing", () => {
    expect(errorPageTexts(thrownResponse(405, 'Error: Invalid request method "OPTIONS"'), polish)).toEqual({
      title: "Nieobsługiwane żądanie",
      text: "Ten adres nie obsługuje takiego żądania: otwórz stronę lub wyślij formularz ze strony serwisu.",
      expected: true,
    });
  });

  it("gives the festival API client's 503 the friendly page, already logged by the client", () => {
    expect(errorPageTexts(thrownResponse(503, "The festival API is unavailable"), polish)).toEqual({
      title: "Dane festiwalu są chwilowo niedostępne",
      text: "Nie udało się pobrać danych festiwalu: jego serwis nie odpowiada. Spróbuj ponownie za chwilę.",
      expected: true,
    });
  });

  it("calls anything else an unexpected error, to be logged", () => {
    for (const error of [new Error("boom"), thrownResponse(500, "a loader threw")]) {
      expect(errorPageTexts(error, english)).toEqual({ title: "An error occurred", text: "Something went wrong. Please try again in a moment.", expected: false });
    }
  });

  describe("a request that never reached the portal", () => {
    afterEach(() => vi.unstubAllGlobals());
    const offline = new TypeError("Failed to fetch");

    it("in the browser says the page did not arrive, offers to load it again, and logs nothing", async () => {
      vi.stubGlobal("document", {});
      await loadNetworkErrorCheck();
      expect(errorPageTexts(offline, polish)).toEqual({
        title: "Brak połączenia z portalem",
        text: "Nie udało się wczytać strony. Sprawdź połączenie z internetem i spróbuj ponownie.",
        expected: true,
        retry: true,
      });
      expect(errorPageTexts(new TypeError("Cannot read properties of undefined"), english)).toMatchObject({ title: "An error occurred", expected: false });
    });

    it("on the server is an unexpected error", () => {
      expect(errorPageTexts(offline, english)).toMatchObject({ expected: false });
      expect(errorPageTexts(offline, english)).not.toHaveProperty("retry");
    });
  });
});
