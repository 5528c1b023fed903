import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Event } from "#contract/event";
import { hasEnded, participationStateOf, registrationClosesAt, signUpWindowOpen, type ParticipationState } from "#contract/registration-state";
import { eventPath, parsedEventIdParam } from "~/events/event-id-param";
import { eventPathKeepingListQuery, useWithListQuery } from "~/events/carried-list-query";
import { backToTheListForGoneEvent } from "~/events/gone-event.server";
import { EventGallery } from "~/events/EventGallery";
import { FavouriteButton } from "~/events/FavouriteButton";
import { DeleteReviewConfirmation, DiscardReviewChangesConfirmation, ExtraParticipants, ReviewSection } from "~/events/event-forms";
import { securePaymentGateOf } from "~/events/payment-gate";
import { acknowledgementsOf, tickedAcknowledgements } from "~/events/sign-up-acknowledgements.server";
import { linkableUrlOf } from "~/events/festival-links";
import { addParticipant, addParticipantFormOf, removeParticipant } from "~/events/participant-actions.server";
import { addParticipantIntent, removeParticipantIntent } from "~/events/participant-forms";
import { useActionOpeningAt } from "~/components/forms/use-action-opening-at";
import { CancelReservationButton, CancelReservationConfirmation, cancelConfirmationValue } from "~/events/CancelReservation";
import { RemoveParticipantConfirmation, removeParticipantConfirmationValue } from "~/events/RemoveParticipant";
import { ConfirmationView } from "~/components/Confirmation";
import { highFetchPriority } from "~/components/high-fetch-priority";
import { EventCalendarLink } from "~/events/EventCalendarLink";
import { ownReviewOf, reviewAction, reviewFormBodyLimitBytes } from "~/events/reviews/review-actions.server";
import { deleteReviewConfirmationValue, editReviewMode, isReviewIntent, reviewModeParam } from "~/events/reviews/review-form";
import { eventJsonLd, metaDescription } from "~/events/event-structured-data";
import { publicOriginOf } from "~/http/public-origin.server";
import { EventFacts } from "~/events/EventFacts";
import { EventStatusLabel } from "~/events/EventStatusLabel";
import { dateAndTimeLabel, eventDateLabel } from "~/events/event-dates";
import { userSessionOf } from "~/account/session.server";
import { festivalApiFor, type FestivalApi } from "~/festival-api/festival-api.server";
import { formRefusal, readForm } from "~/http/form-input.server";
import { festivalDataLang, type Language } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { useNonce } from "~/shell/nonce";
import { redirectGuestToLogin } from "~/account/pending-sign-up.server";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { requireVerified } from "~/account/route-guards.server";
import { formConstraint, reviewFormSchema } from "~/components/forms/form-schemas.server";
import { problemText } from "~/components/forms/festival-api-form-errors.server";
import { SubmitButton } from "~/components/forms/SubmitButton";

export const handle = { i18n: ["common", "events", "forms"] };

/**
 * A refused action of this page (the last seat taken, the deadline passed, a review deleted in another tab) is
 * often news about the event itself, so the page loads it again, as it does without JS. Single fetch reloads
 * only after an action that succeeded: the page kept offering what had just been refused.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, actionStatus, currentUrl, defaultShouldRevalidate }) => {
  if (formMethod !== "POST" || formAction === undefined || actionStatus === undefined || actionStatus < 400) return defaultShouldRevalidate;
  const actionPath = new URL(formAction, currentUrl).pathname;
  return actionPath === currentUrl.pathname || actionPath.startsWith(`${currentUrl.pathname}/`) || defaultShouldRevalidate;
};

/** Used when an event has neither a thumbnail nor an organiser logo (spec §2 "Event page"). */
const defaultEventImage = "/default-event.svg";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { event, origin, image, siteName, description, previewTitle } = data;
  const url = new URL(eventPath(event.id), origin).href;
  return [
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: previewTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(image, origin).href },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

/** The event's id in the URL; an address that names none goes back to the list (spec §7). */
async function eventIdOf({ request, context, params }: LoaderFunctionArgs): Promise<number> {
  const id = parsedEventIdParam(params);
  if (id === undefined) throw await backToTheListForGoneEvent(request, context);
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = await eventIdOf({ request, context, params });
  const language = await languageOf(request);
  const api = await festivalApiFor({ request, context });
  const found = await api.event(id, language);
  if (!found.ok) throw await backToTheListForGoneEvent(request, context);
  const event = found.value;
  const common = translatorFor(language, "common");
  const image = event.miniatura ?? event.app_organizational_logo ?? defaultEventImage;
  const origin = publicOriginOf(request, context.config);
  // The sign-up box, the label and what search engines are told, all decided at one instant of the server's clock.
  const now = new Date();
  const siteName = common("shell.festivalName");
  const registration = participationStateOf(event, now);
  const ended = hasEnded(event, now);
  const query = new URL(request.url).searchParams;
  const subscribed = registration === "subscribed";
  const [participants, review] = await Promise.all([
    // A reservation's extra participants: listed on the page and named by the cancel confirmation.
    subscribed ? api.participants(id) : [],
    // Spec §2: the review module, for a subscribed user of an ended event.
    // Spec §8: a failed review call is only logged; the page then offers the form, and the festival API's
    // 409 'review_exists' answers a second review.
    subscribed && ended ? reviewModuleOf(await festivalApiFor({ request, context }, { unavailable: "log" }), event, query) : null,
  ]);
  const confirmingCancel = subscribed && !ended && query.get("confirm") === cancelConfirmationValue;
  const confirmingRemoval =
    (!ended && query.get("confirm") === removeParticipantConfirmationValue && participants.find((participant) => String(participant.id) === query.get("participant"))) ||
    null;
  const t = translatorFor(language, "events");
  return {
    title: event.name,
    // An event without a description of its own is described as the festival's list is (search results, previews).
    description: metaDescription(event.description) || t("list.description"),
    // A shared link's preview names the date too: an activity's time slots are pages of one name.
    previewTitle: `${event.name}, ${eventDateLabel(event.date_start, event.date_end, language)}`,
    // Without JS a confirmation is a view of the page: its title asks the question first (app/shell/page-title.ts).
    titleStep: confirmingCancel
      ? t("cancel.confirmHeading")
      : confirmingRemoval
        ? t("participants.removeHeading")
        : review?.confirmingDelete
          ? t("reviews.deleteHeading")
          : undefined,
    event,
    language,
    loggedIn: api.signedIn,
    registration,
    participants,
    participantForm: subscribed ? addParticipantFormOf(event, now) : null,
    confirmingCancel,
    confirmingRemoval,
    ended,
    // Whether a cancelled reservation could be made again: its confirmation warns when it could not.
    signUpOpen: signUpWindowOpen(event, now),
    review,
    checkboxes: acknowledgementsOf(event),
    image,
    origin,
    structuredData: eventJsonLd(event, origin, image, now),
    siteName,
  };
}

/**
 * The review module's state: the user's own review (only what the page shows of it), whether its form is open
 * again (`?review=edit`) and whether the page asks before deleting it (`?confirm=delete-review`).
 */
async function reviewModuleOf(api: FestivalApi<"log">, event: Event, query: URLSearchParams) {
  const reviews = event.isRated ? await api.reviews(event.id) : undefined;
  // An event gone meanwhile (404) has nothing to review; the page itself says so on the next load.
  const own = reviews?.ok ? ownReviewOf(event, reviews.value) : null;
  const saved = own ? { id: own.id, rating: own.rating, content: own.content } : null;
  return {
    saved,
    constraint: formConstraint(reviewFormSchema),
    editing: saved !== null && query.get(reviewModeParam) === editReviewMode,
    confirmingDelete: saved !== null && query.get("confirm") === deleteReviewConfirmationValue,
  };
}

/**
 * The event page's forms: the extra participants' and the review's (by their `intent`), and the sign-up button's. For a sign-up
 * every acknowledgement must be ticked (spec §5 'checkboxesEmpty'); then a visitor goes to log in and back here
 * (spec §4), a user who still owes a verification goes to it, and a verified user is signed up.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = await eventIdOf({ request, context, params });
  // The review's text makes it the largest form of the page (see reviewFormBodyLimitBytes).
  const submitted = await readForm(request, { maxBytes: reviewFormBodyLimitBytes });
  // One intent at most, and one of the page's: the sign-up button sends none, so a form posting another (one of
  // an older page, or made up) is refused instead of signing the user up.
  const [intent, ...moreIntents] = submitted.getAll("intent");
  if (moreIntents.length > 0) throw await formRefusal(request, 400);
  if (isReviewIntent(intent)) return reviewAction({ request, context }, id, submitted, intent);
  if (intent === addParticipantIntent) return addParticipant({ request, context }, id, submitted);
  if (intent === removeParticipantIntent) return removeParticipant({ request, context }, id, submitted);
  if (intent !== undefined) throw await formRefusal(request, 400);
  const signedIn = await userSessionOf(request, context);
  if (signedIn) requireVerified(request, signedIn.user);
  const language = await languageOf(request);
  const t = translatorFor(language, "events");
  const api = await festivalApiFor({ request, context }, { unavailable: "result" });
  const found = await api.event(id, language);
  if (!found.ok) {
    if (found.problem.kind === "not-found") throw await backToTheListForGoneEvent(request, context);
    return data({ error: t("actionFailed") }, { status: found.problem.status });
  }
  const paymentGate = securePaymentGateOf(found.value);
  // A gate that is not https is never offered (payment-gate.ts): the page shows no form for it.
  if (found.value.payment_gate && !paymentGate) return data({ error: t("actionFailed") }, { status: 400 });
  const acknowledgements = acknowledgementsOf(found.value);
  if (!acknowledgements) return data({ error: t("signUp.unavailable") }, { status: 409 });
  const ticked = tickedAcknowledgements(submitted, acknowledgements);
  if (ticked.length < acknowledgements.length) {
    return data({ error: t("signUp.checkboxesEmpty"), acknowledgementsMissing: true, ticked }, { status: 400 });
  }
  if (!signedIn) return redirectGuestToLogin(request, context, id);
  // Spec §4: with a payment gate the browser goes there instead of the sign-up call. This POST cannot redirect
  // off-site (CSP form-action 'self' blocks it), so the answer names the gate: the page becomes that step (its
  // title says so first, app/shell/page-title.ts) and links it, and goes there with JS (PaymentStep). Only while
  // sign-up is open, as the festival API's own call would insist.
  if (paymentGate) {
    const state = participationStateOf(found.value, new Date());
    // Signed up meanwhile (the gate's payment, from another tab): not an error, and not a second payment. The page
    // says so ('Masz już rezerwację…'), as a plain sign-up twice is a no-op: with JS too, where a refusal would leave
    // the stale form shown.
    if (state === "subscribed") {
      return redirectWithMessage(request, context, eventPathKeepingListQuery(id, request), { kind: "success", text: t("signUp.alreadySubscribed") });
    }
    if (state !== "open") return data({ error: t(gateRefusalByState[state]) }, { status: 409 });
    return { paymentGate, titleStep: t("signUp.paymentStepHeading") };
  }
  const signedUp = await api.subscribe(id);
  // Spec §8's sign-up refusals are worded by their code, as every action's are; anything else as the server sent it.
  if (!signedUp.ok) return data({ error: problemText(signedUp.problem, language, t("actionFailed")), ticked }, { status: signedUp.problem.status });
  // Spec §8 notifications: 'subscribed to event', as the cancellation says 'unsubscribed'.
  return redirectWithMessage(request, context, eventPathKeepingListQuery(id, request), { kind: "success", text: t("signUp.done") });
}

/** Why an event's payment gate is not offered now: the words the page uses for that state. */
const gateRefusalByState: Record<Exclude<ParticipationState, "open" | "subscribed">, string> = {
  full: "forms:validation.participant_limit_exceeded",
  closed: "forms:validation.registration_closed",
  unavailable: "signUp.unavailable",
  "not-required": "forms:validation.registration_not_required",
};

export default function EventPage() {
  const {
    event,
    language,
    loggedIn,
    registration,
    participants,
    participantForm,
    confirmingCancel,
    confirmingRemoval,
    ended,
    signUpOpen,
    review,
    checkboxes,
    image,
    structuredData,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("events");
  const nonce = useNonce();
  const withListQuery = useWithListQuery();
  if (confirmingCancel) {
    return <CancelReservationConfirmation eventId={event.id} eventName={event.name} participantCount={participants.length} signUpOpen={signUpOpen} />;
  }
  if (confirmingRemoval) return <RemoveParticipantConfirmation eventId={event.id} participant={confirmingRemoval} />;
  if (review?.confirmingDelete && review.saved) {
    return <DeleteReviewConfirmation eventId={event.id} eventName={event.name} reviewId={review.saved.id} />;
  }
  if (actionData && "reviewDiscard" in actionData) return <DiscardReviewChangesConfirmation eventId={event.id} draft={actionData.reviewDiscard} />;
  if (actionData && "paymentGate" in actionData) return <PaymentStep event={event} paymentGate={actionData.paymentGate} />;
  const participantReply = actionData && "participantForm" in actionData ? actionData.participantForm : undefined;
  const reviewReply = actionData && "reviewForm" in actionData ? actionData.reviewForm : undefined;
  const slots = [...event.event_dates].sort((a, b) => a.date_start.localeCompare(b.date_start));
  return (
    <article className="event-page">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: structuredData }} />
      <div className="event-page__main">
        <div className="event-page__header">
          <div>
            <EventStatusLabel state={registration} />
            <h1>{event.name}</h1>
          </div>
          {loggedIn ? <FavouriteButton eventId={event.id} eventName={event.name} favourite={event.favourite} /> : null}
        </div>
        {/* The page's largest paint. */}
        <img className="event-page__image" src={image} alt="" width={720} height={405} {...highFetchPriority} />
        <EventMessages event={event} language={language} />
        <section aria-labelledby="event-about">
          <h2 id="event-about">{t("event.about")}</h2>
          <EventFacts event={event} language={language} variant="page" />
          <p className="event-description">{event.description}</p>
        </section>
        {review ? (
          <ReviewSection
            eventId={event.id}
            eventName={event.name}
            saved={review.saved}
            constraint={review.constraint}
            editing={review.editing || reviewReply !== undefined}
            lastResult={reviewReply}
          />
        ) : null}
        <EventGallery images={event.gallery} eventName={event.name} />
      </div>
      {/* A region, not an aside: signing up is what the page is for, no content beside it (nor a landmark nested
          in main as complementary). */}
      <section className="event-page__side" aria-labelledby="event-sign-up">
        <h2 id="event-sign-up">{t("signUp.heading")}</h2>
        {slots.length > 1 ? (
          <nav aria-label={t("event.timeSlots")}>
            <h3>{t("event.timeSlots")}</h3>
            <ul className="time-slots">
              {slots.map((slot) => (
                <li key={slot.id}>
                  <Link to={withListQuery(eventPath(slot.id))} aria-current={slot.id === event.id ? "page" : undefined}>
                    {eventDateLabel(slot.date_start, slot.date_end, language)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <SignUpBox
          event={event}
          state={registration}
          ended={ended}
          checkboxes={checkboxes}
          language={language}
          participantCount={participants.length}
          signUpOpen={signUpOpen}
        />
        {registration === "subscribed" ? <EventCalendarLink eventId={event.id} /> : null}
        {participantForm ? (
          <ExtraParticipants
            eventId={event.id}
            // Made anew when the list changes: what its add form said and held (a refusal such as 'no seats', a
            // name) was about the list before an addition or a removal.
            key={participants.map((participant) => participant.id).join()}
            participants={participants}
            limit={participantForm.limit}
            addingOpen={participantForm.open}
            seatLeft={participantForm.seatLeft}
            removingOpen={!ended}
            constraint={participantForm.constraint}
            lastResult={participantReply}
          />
        ) : null}
        <Downloads event={event} />
      </section>
    </article>
  );
}

/** The organiser's banners of spec §2 (error, info, success). */
function EventMessages({ event, language }: { event: Event; language: Language }) {
  const messages = [
    ["error", event.msg_error],
    ["info", event.msg_info],
    ["success", event.msg_success],
  ] as const;
  return (
    <>
      {messages.map(([kind, text]) =>
        text ? (
          <p key={kind} className={`message message--${kind}`} lang={festivalDataLang(language)}>
            {text}
          </p>
        ) : null,
      )}
    </>
  );
}

interface SignUpBoxProps {
  event: Event;
  state: ParticipationState;
  /** The event is over: a reservation can no longer be cancelled (the festival API refuses, 409 `event_ended`). */
  ended: boolean;
  /** Undefined when the event's conditions cannot be read (acknowledgementsOf): no sign-up is offered then. */
  checkboxes: { description: string }[] | undefined;
  language: Language;
  participantCount: number;
  /** Whether the sign-up window is open now (a reservation cancelled now could be made again). */
  signUpOpen: boolean;
}

/** What the sign-up box says when no sign-up is offered: the user's reservation, or why there is none to make. */
function SignUpState({
  event,
  state,
  ended,
  language,
  participantCount,
  signUpOpen,
}: Omit<SignUpBoxProps, "checkboxes" | "state"> & { state: Exclude<ParticipationState, "open"> }) {
  const { t } = useTranslation("events");
  if (state === "subscribed") {
    return (
      <>
        <p className="message message--success">{t("signUp.subscribed")}</p>
        {ended ? null : (
          <CancelReservationButton eventId={event.id} eventName={event.name} participantCount={participantCount} signUpOpen={signUpOpen} />
        )}
      </>
    );
  }
  if (state === "not-required") return <p className="message message--info">{t("signUp.notRequired")}</p>;
  if (state === "full") return <p className="message message--error">{t("signUp.noSeats")}</p>;
  if (state === "unavailable") return <p className="message message--info">{t("signUp.unavailable")}</p>;
  const closedAt = dateAndTimeLabel(registrationClosesAt(event), language);
  return (
    <p className="message message--info">
      {event.available_to ? t("signUp.closed", { date: closedAt }) : t("signUp.closedStarted", { date: closedAt })}
    </p>
  );
}

const answerKeys = new WeakMap<object, number>();
let answersKeyed = 0;

/**
 * A key of its own for each answer of the action, so a refusal's element is made anew for each: the same refusal
 * given again (the button pressed again, the boxes still unticked) is announced again.
 */
function answerKeyOf(answer: object): number {
  let key = answerKeys.get(answer);
  if (key === undefined) answerKeys.set(answer, (key = ++answersKeyed));
  return key;
}

/** Where a refused sign-up opens without JS: the box, whose acknowledgements and refusal are there. */
const signUpBoxId = "sign-up";

/** The form only while the registration rule says open; otherwise why not (ARCHITECTURE.md "When sign-up is open"). */
function SignUpBox({ event, state, ended, checkboxes, language, participantCount, signUpOpen }: SignUpBoxProps) {
  const { t } = useTranslation("events");
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  // The error names the boxes left unticked: each says it is invalid and what the error is (WCAG 3.3.1). A refused
  // form comes back with the boxes ticked as they were sent.
  const acknowledgementsMissing = actionData !== undefined && "acknowledgementsMissing" in actionData;
  const ticked = actionData && "ticked" in actionData ? actionData.ticked : [];
  const errorId = "sign-up-error";
  const formAction = useActionOpeningAt(signUpBoxId);
  const refusal = error ? (
    <p key={answerKeyOf(actionData)} id={errorId} className="message message--error" role="alert">
      {error}
    </p>
  ) : null;
  if (state !== "open") {
    // A refusal that came with the event's new state (the last seat taken, the deadline passed meanwhile): the page
    // shows that state, and the refusal above it says what became of the user's sign-up.
    return (
      // The refused form's address names the box; a successful sign-up's page carries it too (a redirect keeps the
      // fragment), and opens at the top with its message, as the box has the id only with a refusal.
      <div id={error ? signUpBoxId : undefined}>
        {refusal}
        <SignUpState event={event} state={state} ended={ended} language={language} participantCount={participantCount} signUpOpen={signUpOpen} />
      </div>
    );
  }
  // A payment gate is offered only over https; the form below then leads to it (the action's paymentGate, PaymentStep).
  if (event.payment_gate && !securePaymentGateOf(event)) return null;
  // Conditions that cannot be read: no sign-up. A form left open that met them is refused in the same words, said once.
  if (!checkboxes) return error ? <div id={signUpBoxId}>{refusal}</div> : <p className="message message--info">{t("signUp.unavailable")}</p>;
  // noValidate: an unticked acknowledgement gets the spec's message (signUp.checkboxesEmpty) from the action, in the
  // page's language, rather than the browser's own bubble; `required` still tells assistive technology. The error
  // sits under the acknowledgements, beside the button: the spec's message speaks of 'the checkboxes above'.
  return (
    <Form method="post" action={formAction} id={signUpBoxId} className="sign-up-box" aria-describedby={error ? errorId : undefined} noValidate>
      {/* Spec §3's registration deadline, said while it is still ahead, not only once it has passed; a deadline set
          past the event's end closes with the event (registrationClosesAt). */}
      {event.available_to ? <p>{t("signUp.openUntil", { date: dateAndTimeLabel(registrationClosesAt(event), language) })}</p> : null}
      {checkboxes.length > 0 ? (
        <fieldset className={acknowledgementsMissing ? "filter-group form-field--invalid" : "filter-group"}>
          <legend>{t("signUp.acknowledgements")}</legend>
          {checkboxes.map((checkbox, index) => {
            const missing = acknowledgementsMissing && !ticked.includes(index);
            return (
              <div className="checkbox" key={index}>
                <input
                  type="checkbox"
                  id={`acknowledgement-${index}`}
                  name="acknowledgement"
                  value={String(index)}
                  required
                  defaultChecked={ticked.includes(index)}
                  aria-invalid={missing || undefined}
                  aria-describedby={missing ? errorId : undefined}
                />
                <label htmlFor={`acknowledgement-${index}`} lang={festivalDataLang(language)}>
                  {checkbox.description}
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {refusal}
      <SubmitButton>{event.payment_gate ? t("signUp.pay") : t("signUp.button")}</SubmitButton>
    </Form>
  );
}

/**
 * The sign-up's last step for an event paid through its gate, followed at once when scripts run. Without them the
 * page is that step, laid out as a confirmation view is: its h1 and its title (the action's `titleStep`) say it, so
 * a screen reader starts there, then the gate's link and the way back to the event (with the list's query).
 */
function PaymentStep({ event, paymentGate }: { event: Pick<Event, "id" | "name">; paymentGate: string }) {
  const { t } = useTranslation("events");
  const withListQuery = useWithListQuery();
  useEffect(() => window.location.assign(paymentGate), [paymentGate]);
  return (
    <ConfirmationView
      question={{
        id: "payment-step",
        heading: t("signUp.paymentStepHeading"),
        text: <p>{t("signUp.continueToPayment", { name: event.name })}</p>,
      }}
      answers={
        <>
          <a href={paymentGate} className="button">
            {t("signUp.paymentLink")}
          </a>
          <Link to={withListQuery(eventPath(event.id))} className="button button--secondary">
            {t("signUp.backToEvent")}
          </Link>
        </>
      }
    />
  );
}


function Downloads({ event }: { event: Event }) {
  const { t } = useTranslation("events");
  const terms = linkableUrlOf(event.regulamin);
  const map = linkableUrlOf(event.map);
  if (!terms && !map) return null;
  return (
    <>
      <h3>{t("event.downloads")}</h3>
      <ul className="downloads">
        {terms ? (
          <li>
            <a href={terms} download>
              {t("event.terms")}
            </a>
          </li>
        ) : null}
        {map ? (
          <li>
            <a href={map} download>
              {t("event.map")}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
}
