import { useTranslation } from "react-i18next";
import type { ParticipationState } from "#contract/registration-state";

/**
 * The card's and the event page's status label (spec §2, ARCHITECTURE.md "Labels"): 'no seats' only when
 * full, 'registration closed' when closed by time, 'registration unavailable' when a server says so with
 * seats free and time open, 'subscribed' for the user's own events, 'no sign-up needed' for an event open to
 * everyone without signing up; none while sign-up is open.
 */
export function EventStatusLabel({ state }: { state: ParticipationState }) {
  const { t } = useTranslation("events");
  switch (state) {
    case "open":
      return null;
    case "full":
      return <p className="status-label status-label--no-seats">{t("status.noSeats")}</p>;
    case "closed":
      return <p className="status-label status-label--closed">{t("status.registrationClosed")}</p>;
    case "unavailable":
      return <p className="status-label status-label--closed">{t("status.registrationUnavailable")}</p>;
    case "subscribed":
      return <p className="status-label status-label--subscribed">{t("status.subscribed")}</p>;
    case "not-required":
      return <p className="status-label status-label--no-registration">{t("status.noRegistration")}</p>;
  }
}
