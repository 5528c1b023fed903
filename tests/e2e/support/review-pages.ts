import { e2ePortalUrl } from "./e2e-env";
import { endedEvent, registerAfterTheEvent } from "./ended-registration";
import type { UserWithData } from "./festival-user-data";

/** A document to fetch as a browser without JS does: a GET, or a form's POST. */
export interface ReviewStatePage {
  label: string;
  url: string;
  cookie: string;
  form?: Record<string, string>;
}

/**
 * Every state of the event page's review module (issue 11), as the user of createUserWithData (whose ended event
 * is rated, its review the one review it owns) signed in with `cookie` gets it: the form of an unrated ended
 * event (given here) and the form refused, the saved review, its edit form, the delete confirmation view and the
 * discard question that leaving an edited form answers.
 */
export async function reviewStatePages(user: UserWithData, cookie: string): Promise<ReviewStatePage[]> {
  const ratedEventPath = `/event/${user.owns.events[2]}`;
  const unrated = await endedEvent({ except: user.owns.events });
  await registerAfterTheEvent(user, unrated);
  const at = (path: string) => `${e2ePortalUrl}${path}`;
  return [
    { label: `GET /event/${unrated.id}, the review form`, url: at(`/event/${unrated.id}`), cookie },
    {
      label: `POST /event/${unrated.id}, a review refused`,
      url: at(`/event/${unrated.id}`),
      cookie,
      form: { intent: "save-review", rating: "5", content: "a".repeat(2001) },
    },
    { label: `GET ${ratedEventPath}, the saved review`, url: at(ratedEventPath), cookie },
    { label: `GET ${ratedEventPath}?review=edit`, url: at(`${ratedEventPath}?review=edit`), cookie },
    { label: `GET ${ratedEventPath}?confirm=delete-review`, url: at(`${ratedEventPath}?confirm=delete-review`), cookie },
    {
      label: `POST ${ratedEventPath}?review=edit, leaving an edited review`,
      url: at(`${ratedEventPath}?review=edit`),
      cookie,
      form: { intent: "leave-review-edit", reviewId: String(user.owns.reviews[0]), rating: "1", content: "Zmieniona\nopinia" },
    },
  ];
}
