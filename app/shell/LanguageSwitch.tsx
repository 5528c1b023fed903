import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ReturnFields } from "~/shell/ReturnFields";
import type { Language } from "~/i18n/i18n";

/**
 * Offers the other language, named in that language (and marked with its `lang`, so screen readers pronounce it
 * right). A plain POST: the redirect back revalidates every loader in the new language.
 */
export function LanguageSwitch({ language }: { language: Language }) {
  const { t } = useTranslation();
  const otherLanguage: Language = language === "pl" ? "en" : "pl";
  return (
    <Form method="post" action="/preferences/language" className="language-switch">
      <ReturnFields />
      <button type="submit" name="language" value={otherLanguage} lang={otherLanguage} className="top-bar__control">
        {otherLanguage === "en" ? t("shell.switchToEnglish") : t("shell.switchToPolish")}
      </button>
    </Form>
  );
}
