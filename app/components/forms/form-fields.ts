import { fieldSchemas } from "#contract/field-schemas";

/**
 * The fields of spec §5 as the portal's forms check them: the festival API's rules (contract/field-schemas.ts),
 * each failure worded by its code, a key of `forms:validation`, so the same schema reads in either language, in
 * the browser (conform) and in the action.
 */
export const formFields = fieldSchemas((code) => code);
