import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "~/i18n/i18n";

/**
 * Every text comes from locales/ (issue 5): a key used in app/ must exist in every language, and every key in a
 * locale file must be used somewhere. Keys are read from the code's syntax tree: `t("…")` calls (both branches
 * of a conditional, and inside JSX, as in `<TextWithElements text={t("…")}>`); `t(\`prefix.${…}.suffix\`)`,
 * which uses every key its fixed parts match; and any other string that reads as a key (`"forms:validation.x"`,
 * or `"verify.failedHeading"` whose first part is a group of the file's namespaces), as the keys a file keeps in
 * a map and hands to `t` later.
 * A file's namespaces are those it names in useTranslation / getFixedT / translatorFor; a file naming none may
 * use any.
 */
const appDirectory = join(process.cwd(), "app");
const localesDirectory = join(process.cwd(), "locales");
const defaultNamespace = "common";
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Translations = Map<string, Set<string>>; // namespace -> keys (plural suffixes removed)

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function readTranslations(language: string): Translations {
  const translations: Translations = new Map();
  for (const file of readdirSync(join(localesDirectory, language)).filter((name) => name.endsWith(".json"))) {
    const keys = leafKeys(JSON.parse(readFileSync(join(localesDirectory, language, file), "utf8")));
    translations.set(file.replace(/\.json$/, ""), new Set(keys.map((key) => key.replace(pluralSuffix, ""))));
  }
  return translations;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface KeyUse {
  file: string;
  /** An exact key, or a template key with `…` for its parts filled in at run time. */
  key: string;
  /** A template key: the keys its fixed parts match. */
  pattern?: RegExp;
  namespaces: string[] | "any";
}

/** A string that reads as a key: an optional namespace, then two or more dotted parts. */
const keyLike = /^(?:([a-z]+):)?([A-Za-z]\w*(?:\.\w+)+)$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function stringsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringsOf);
  return [];
}

function keyUsesIn(file: string): KeyUse[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declaredNamespaces = new Set<string>();
  let namesNamespaces = false;
  const found: { key: string; pattern?: RegExp; inCall: boolean }[] = [];
  const keyArguments = new Set<ts.Node>();

  function collectKeyExpression(node: ts.Expression) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      keyArguments.add(node);
      found.push({ key: node.text, inCall: true });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      found.push({ key: parts.join("…"), pattern: new RegExp(`^${parts.map(escapeRegExp).join(".+")}$`), inCall: true });
    } else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(collectKeyExpression);
    else if (ts.isParenthesizedExpression(node)) collectKeyExpression(node.expression);
  }

  function visit(node: ts.Node) {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : node.expression.getText(source);
      if (callee === "useTranslation") {
        namesNamespaces = true;
        const names = node.arguments[0] ? stringsOf(node.arguments[0]) : [defaultNamespace];
        names.forEach((name) => declaredNamespaces.add(name));
      } else if ((callee === "getFixedT" || callee === "translatorFor") && node.arguments[1]) {
        namesNamespaces = true;
        stringsOf(node.arguments[1]).forEach((name) => declaredNamespaces.add(name));
      } else if (callee === "t" && node.arguments[0]) {
        collectKeyExpression(node.arguments[0]);
      }
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !keyArguments.has(node) && keyLike.test(node.text)) {
      found.push({ key: node.text, inCall: false });
    }
    ts.forEachChild(node, visit);
  }
  visit(source);

  const uses = found.map(({ key, pattern, inCall }) => {
    const separator = pattern ? -1 : key.indexOf(":");
    const use: KeyUse =
      separator > 0
        ? { file, key: key.slice(separator + 1), namespaces: [key.slice(0, separator)] }
        : { file, key, pattern, namespaces: namesNamespaces ? [...declaredNamespaces] : "any" };
    return { use, inCall };
  });
  // A string outside t(…) counts as a key only if it names a group of a namespace it could be in: "event.id" in a
  // file of the events namespace is a key only if events.json has a group "event".
  return uses.filter(({ use, inCall }) => inCall || candidateNamespaces(use).some((namespace) => topLevelGroups.get(namespace)?.has(use.key.split(".")[0]))).map(({ use }) => use);
}

const translationsByLanguage = new Map(supportedLanguages.map((language) => [language, readTranslations(language)]));
const allNamespaces = [...new Set([...translationsByLanguage.values()].flatMap((translations) => [...translations.keys()]))];
/** Each namespace's groups (the first part of its keys), in any language. */
const topLevelGroups = new Map(
  allNamespaces.map((namespace) => [
    namespace,
    new Set([...translationsByLanguage.values()].flatMap((translations) => [...(translations.get(namespace) ?? [])].map((key) => key.split(".")[0]))),
  ]),
);

function candidateNamespaces(use: KeyUse): string[] {
  return use.namespaces === "any" ? allNamespaces : use.namespaces;
}

const keyUses = sourceFiles(appDirectory).flatMap(keyUsesIn);

function isCoveredBy(use: KeyUse, namespace: string, key: string): boolean {
  return use.pattern ? use.pattern.test(key) : key === use.key;
}

describe("locale keys", () => {
  it("finds the keys the code uses", () => {
    // Guards the scanner itself: if it found nothing, both checks below would pass vacuously. The second key is
    // one a JSX attribute hands to TextWithElements.
    expect(keyUses.some((use) => use.key === "shell.skipToContent")).toBe(true);
    expect(keyUses.some((use) => use.key === "sms.sentTo")).toBe(true);
    // Keys a file keeps in a map for t, with and without their namespace (verify._index.tsx, event.$id.tsx).
    expect(keyUses.some((use) => use.key === "verify.alreadyHeading" && use.file.endsWith("verify._index.tsx"))).toBe(true);
    expect(keyUses.some((use) => use.key === "validation.registration_closed" && use.file.endsWith("event.$id.tsx"))).toBe(true);
  });

  it.each(supportedLanguages)("every key used in app/ exists in %s", (language) => {
    const translations = translationsByLanguage.get(language)!;
    const missing = keyUses
      .filter((use) => !candidateNamespaces(use).some((namespace) => [...(translations.get(namespace) ?? [])].some((key) => isCoveredBy(use, namespace, key))))
      .map((use) => `${relative(process.cwd(), use.file)}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it.each(supportedLanguages)("every key in locales/%s is used in app/", (language) => {
    const unused = [...translationsByLanguage.get(language)!].flatMap(([namespace, keys]) =>
      [...keys]
        .filter((key) => !keyUses.some((use) => candidateNamespaces(use).includes(namespace) && isCoveredBy(use, namespace, key)))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
