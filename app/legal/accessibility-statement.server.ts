/**
 * What an operator fills in for the accessibility statement (`/accessibility`), from the environment. The
 * defaults are true of this portal as built: the statement was prepared, by self-assessment, on the date below;
 * the contact details are left out, and the page says so, until the operator provides them.
 */
export interface AccessibilityStatementSettings {
  /** The public body responsible for the portal; unset: the festival's name from locales/. */
  entityName: string | undefined;
  publishedOn: string;
  updatedOn: string;
  preparedOn: string;
  contactPerson: string | undefined;
  contactEmail: string | undefined;
  contactPhone: string | undefined;
  /** Replaces the default text on architectural accessibility, which points to each event's organiser. */
  architecture: string | undefined;
}

/** The day this statement and the self-assessment behind it were written. */
const statementPreparedOn = "2026-11-21";
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function dateOrDefault(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (isoDate.test(value) && !Number.isNaN(new Date(value).getTime())) return value;
  console.warn(`${name} must be a date (YYYY-MM-DD), got ${value}; using ${fallback}`);
  return fallback;
}

function textOrUndefined(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

export function readAccessibilityStatementSettings(env: Record<string, string | undefined> = process.env): AccessibilityStatementSettings {
  const preparedOn = dateOrDefault("A11Y_PREPARED_ON", env.A11Y_PREPARED_ON, statementPreparedOn);
  const publishedOn = dateOrDefault("A11Y_PUBLISHED_ON", env.A11Y_PUBLISHED_ON, preparedOn);
  return {
    entityName: textOrUndefined(env.A11Y_ENTITY_NAME),
    publishedOn,
    updatedOn: dateOrDefault("A11Y_UPDATED_ON", env.A11Y_UPDATED_ON, publishedOn),
    preparedOn,
    contactPerson: textOrUndefined(env.A11Y_CONTACT_PERSON),
    contactEmail: textOrUndefined(env.A11Y_CONTACT_EMAIL),
    contactPhone: textOrUndefined(env.A11Y_CONTACT_PHONE),
    architecture: textOrUndefined(env.A11Y_ARCHITECTURE),
  };
}

export const accessibilityStatementSettings = readAccessibilityStatementSettings();
