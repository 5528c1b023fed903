import { ConfirmedPostView, type ConfirmationQuestion, type ConfirmedPost } from "~/components/Confirmation";
import { useWithListQuery } from "~/events/carried-list-query";
import { eventPath } from "~/events/event-id-param";

/**
 * A question the event page asks without JS (cancel the reservation, remove a participant, delete the review): 'no'
 * goes back to the event, with the list's query the page was opened with (spec §2).
 */
export function EventPageConfirmation({ eventId, question, post }: { eventId: number; question: ConfirmationQuestion; post: ConfirmedPost }) {
  const withListQuery = useWithListQuery();
  return <ConfirmedPostView question={question} post={post} keepPath={withListQuery(eventPath(eventId))} />;
}
