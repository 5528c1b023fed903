import type { MetaFunction } from "@remix-run/node";

/**
 * A page's meta description, from its loader's `description` (search results show it under the title). The
 * title itself is rendered by the root (app/shell/page-title.ts).
 */
export const descriptionMeta: MetaFunction = ({ data }) => {
  const description = (data as { description?: unknown } | undefined)?.description;
  return typeof description === "string" && description ? [{ name: "description", content: description }] : [];
};
