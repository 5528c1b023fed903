import { serverRenderedLazy } from "~/components/lazy-part";
import * as renderedOnServer from "~/events/event-forms.server";

/**
 * The event page's two forms, its review and its extra participants: only a signed-up user sees either, and with
 * them conform and the fields' code (about a tenth of the page's JS). So the server renders them in the page, and
 * the browser loads their code only for a page that shows one (issue 13, "JS weight"). The same for the review's
 * two confirmation views, which only its author sees, and mostly without JS (with JS ReviewSection asks in dialogs).
 */
export const ReviewSection = serverRenderedLazy(renderedOnServer.ReviewSection, () =>
  import("~/events/reviews/ReviewSection").then((module) => module.ReviewSection),
);
export const ExtraParticipants = serverRenderedLazy(renderedOnServer.ExtraParticipants, () =>
  import("~/events/ExtraParticipants").then((module) => module.ExtraParticipants),
);
export const DeleteReviewConfirmation = serverRenderedLazy(renderedOnServer.DeleteReviewConfirmation, () =>
  import("~/events/reviews/ReviewConfirmations").then((module) => module.DeleteReviewConfirmation),
);
export const DiscardReviewChangesConfirmation = serverRenderedLazy(renderedOnServer.DiscardReviewChangesConfirmation, () =>
  import("~/events/reviews/ReviewConfirmations").then((module) => module.DiscardReviewChangesConfirmation),
);
