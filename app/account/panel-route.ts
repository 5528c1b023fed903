/** What every panel page declares alike: its translations (the list's cards and the panel's). */
export const panelHandle = { i18n: ["common", "events", "account"] };

