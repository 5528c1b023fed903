/**
 * The extra participants' forms of the event page (spec §3 "Additional participant", §5): both post to the
 * event route, told apart by their `intent`. Their schemas: app/events/participant-form-schemas.ts.
 */
export const addParticipantIntent = "add-participant";
export const removeParticipantIntent = "remove-participant";
