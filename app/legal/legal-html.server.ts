import type { AppLoadContext } from "@remix-run/node";
import sanitizeHtml from "sanitize-html";
import type { LegalPage } from "#contract/paths";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";

/**
 * The festival API's legal pages are HTML written by people we do not control: keep the document structure
 * (headings, lists, tables, links) and drop everything that could run or restyle (ARCHITECTURE.md
 * "Security baseline"): no scripts, no event handlers, no styles, no `javascript:` or `data:` URLs.
 */
const legalHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "dl", "dt", "dd",
    "strong", "b", "em", "i", "u", "small", "sub", "sup", "blockquote", "a", "abbr",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "section", "article",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], abbr: ["title"], th: ["scope", "colspan", "rowspan"], td: ["colspan", "rowspan"], ol: ["start", "type"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Outside links open as plain links; the rel keeps the opened page from reaching back to the portal.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, legalHtmlOptions);
}

/** sanitize-html escapes these three in text; everything else it leaves decoded. */
const escapedInText: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&amp;": "&" };

/**
 * The text of the legal text's first h1, without its tags, so that the page's <title> names the page as the h1
 * it shows does (WCAG 2.4.2); `undefined` when it has no h1 (the page then shows the portal's own: one h1).
 */
export function mainHeadingText(sanitizedHtml: string): string | undefined {
  const inner = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/i.exec(sanitizedHtml)?.[1];
  if (inner === undefined) return undefined;
  return sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:lt|gt|amp);/g, (entity) => escapedInText[entity])
    .replace(/\s+/g, " ")
    .trim();
}

/** Each page's own heading and description (locales/…/legal.json), named in full so the locale-keys test sees them. */
const legalPageTexts = {
  statute: { heading: "statute.heading", description: "statute.description" },
  privacyPolicy: { heading: "privacyPolicy.heading", description: "privacyPolicy.description" },
} as const;

/**
 * Loads, sanitises and titles one legal page in the visitor's language, titled as its h1 reads (the text's own,
 * else ours); a page the API lacks is a 404, and the festival API down is its client's 503 page.
 */
export async function loadLegalPage(args: { request: Request; context: AppLoadContext }, page: LegalPage, textKey: keyof typeof legalPageTexts) {
  const language = await languageOf(args.request);
  const t = translatorFor(language, "legal");
  const texts = legalPageTexts[textKey];
  const heading = t(texts.heading);
  const text = await (await festivalApiFor(args)).legalPage(page, language);
  if (!text.ok) throw new Response("Not found", { status: 404 });
  const html = sanitizeLegalHtml(text.value);
  const ownHeadingText = mainHeadingText(html);
  return { title: ownHeadingText || heading, heading, description: t(texts.description), html, ownHeading: ownHeadingText !== undefined };
}
