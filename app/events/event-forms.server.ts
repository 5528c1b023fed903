/**
 * The event page's forms and the review's confirmation views as the server renders them (app/events/event-forms.ts):
 * imported here, in a `.server` module, they stay out of the browser's build of the page, which loads them lazily.
 */
export { ExtraParticipants } from "~/events/ExtraParticipants";
export { ReviewSection } from "~/events/reviews/ReviewSection";
export { DeleteReviewConfirmation, DiscardReviewChangesConfirmation } from "~/events/reviews/ReviewConfirmations";
