/** The portal's pages of the legal texts (spec §2: the terms and the privacy policy) and the accessibility statement. */
export const statutePath = "/statute";
export const privacyPolicyPath = "/private-policy";
export const accessibilityStatementPath = "/accessibility";
