import { cloneElement, type ReactElement, type ReactNode } from "react";

/** `<name>words</name>`, the markup the locale texts put around the words a link or an emphasis takes; never nested. */
const tag = /<(\w+)>(.*?)<\/\1>/gs;
/** i18next's default `{{name}}` placeholder. */
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

interface TextWithElementsProps {
  /**
   * A translation with its `{{name}}` placeholders still in it: `t(key)` without values (the portal's i18next
   * leaves a placeholder it has no value for as it is).
   */
  text: string;
  /** Filled in only after the tags are found, so a value (a phone number, a name) is always text, never a tag. */
  values?: Record<string, string>;
  /** The element each tag becomes, given the tag's words as its children; a tag without one is its words only. */
  elements?: Record<string, ReactElement>;
}

/**
 * A translation whose tags become React elements, so translators keep whole sentences around a link. Instead of
 * react-i18next's <Trans>: its HTML parser would sit in the chunk every page loads, for the few pages that need this.
 */
export function TextWithElements({ text, values = {}, elements = {} }: TextWithElementsProps) {
  const fill = (words: string) => words.replace(placeholder, (unfilled, name: string) => values[name] ?? unfilled);
  const nodes: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name, words] = match;
    nodes.push(fill(text.slice(rest, match.index)));
    const element = elements[name];
    nodes.push(element ? cloneElement(element, { key: match.index }, fill(words)) : fill(words));
    rest = match.index + whole.length;
  }
  nodes.push(fill(text.slice(rest)));
  return <>{nodes}</>;
}
