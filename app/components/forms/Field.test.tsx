import { useForm, type SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/i18next.server";
import { ChoiceGroupField, Field, TextareaField } from "./Field";

/** A form whose last submission failed with these field errors, as an action's `submission.reply()` says. */
const failedWith = (error: Record<string, string[]>): SubmissionResult<string[]> => ({ status: "error", initialValue: {}, error });

function ReviewForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [, fields] = useForm<{ rating: string; content: string; email: string }>({ id: "review", lastResult, defaultValue: { rating: "5" } });
  return (
    <>
      <Field meta={fields.email} label="E-mail" type="email" hint="Na ten adres" autoComplete="email" />
      <ChoiceGroupField
        meta={fields.rating}
        legend="Ocena"
        type="radio"
        choices={["1", "2", "3", "4", "5"].map((value) => ({ value, label: `${value} z 5` }))}
      />
      <TextareaField meta={fields.content} label="Opinia" />
    </>
  );
}

const render = (lastResult?: SubmissionResult<string[]>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={serverI18n("pl")}>
      <ReviewForm lastResult={lastResult} />
    </I18nextProvider>,
  );

describe("form fields", () => {
  it("label every control, and name the hint in aria-describedby", () => {
    const html = render();
    expect(html).toContain('<label for="review-email" class="form-field__label">E-mail</label>');
    expect(html).toMatch(/<input[^>]*aria-describedby="review-email-hint"/);
    expect(html).toContain("<legend class=\"form-field__label\">Ocena</legend>");
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="5"/);
    expect(html).toMatch(/<label for="review-content" class="form-field__label">Opinia<\/label><textarea/);
  });

  it("show the first error under the label or legend, prefixed for screen readers, and mark the control invalid", () => {
    const html = render(failedWith({ email: ["email_invalid"], rating: ["required"], content: ["required", "second"] }));
    expect(html).toContain('<span class="visually-hidden">Błąd: </span>Wpisz poprawny adres e-mail');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="review-email-hint review-email-error"/);
    expect(html).toMatch(/<fieldset class="form-field form-field--invalid" aria-describedby="review-rating-error">/);
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="review-content-error"/);
    expect(html).not.toContain("second");
  });

  it("mark every choice of an invalid group, and tie a lone box (a consent) to its error itself", () => {
    function ConsentForm() {
      const [, fields] = useForm<{ consent: string }>({ id: "join", lastResult: failedWith({ consent: ["consent_required"] }) });
      return <ChoiceGroupField meta={fields.consent} legend="Zgoda" type="checkbox" choices={[{ value: "on", label: "Akceptuję" }]} />;
    }
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={serverI18n("pl")}>
        <ConsentForm />
      </I18nextProvider>,
    );
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*aria-invalid="true"[^>]*aria-describedby="join-consent-error"/);
    expect(render(failedWith({ rating: ["required"] })).match(/<input[^>]*type="radio"[^>]*aria-invalid="true"/g)).toHaveLength(5);
  });
});
