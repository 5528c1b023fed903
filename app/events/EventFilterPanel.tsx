import { Form, Link, useLocation, useNavigate, useNavigationType } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FilterChoices } from "#contract/filters";
import { eventListHref, eventListQuery, parseEventFilters, priceTypes, type EventFilters } from "~/events/event-filters";
import { festivalDataLang, type Language } from "~/i18n/i18n";
import { SEARCH_DEBOUNCE_MS } from "~/spec-constants";
import { focusOnArrival } from "~/shell/use-focus-after-navigation";

export const filterFormId = "event-filters";

/** The history state of a list reached by typing in the search box. */
const typedSearch = { typedSearch: true };
const isTypedSearch = (state: unknown) => typeof state === "object" && state !== null && "typedSearch" in state;

/**
 * Navigates to the canonical URL of the form's filters: page 1, only non-default values. Without JS the
 * browser submits the raw form and the loader redirects to the same URL.
 *
 * History gets one entry per list the visitor asked for: a search typed over a list adds one (its later keystrokes
 * replace it, so Back returns to the list it was typed over), and the list shown asked for again (Apply pressed
 * twice) adds none.
 */
export function useSubmitFilters() {
  const navigate = useNavigate();
  const location = useLocation();
  return (form: HTMLFormElement, options: { typed?: boolean } = {}) => {
    const formValues = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") formValues.append(name, value);
    const href = eventListHref(parseEventFilters(formValues));
    const replace = href === `${location.pathname}${location.search}` || (options.typed === true && isTypedSearch(location.state));
    navigate(href, { replace, preventScrollReset: true, state: options.typed ? typedSearch : undefined });
  };
}

/**
 * Groups longer than this (the places: about a hundred) fold into a native <details>, closed unless one of their
 * choices is ticked: the browser lays out no hidden checkbox, and without JS the summary still opens it.
 */
const longGroupChoices = 30;

interface CheckboxGroupProps {
  legend: string;
  name: string;
  choices: { value: string; label: string }[];
  selected: string[];
  /** The choices' language when it is not the interface's (the festival's data: festivalDataLang). */
  choicesLang?: string;
}

function CheckboxGroup({ legend, name, choices: offered, selected, choicesLang }: CheckboxGroupProps) {
  const { t } = useTranslation("events");
  // A value of the URL that is none of the choices (a place typed by hand: spec §5 matches places as substrings,
  // an organiser gone from the festival) still filters: it is shown ticked first, so the panel says so, and the
  // next Apply keeps it unless it is unticked.
  const unlisted = selected.filter((value) => !offered.some((choice) => choice.value === value));
  const choices = [...unlisted.map((value) => ({ value, label: value })), ...offered];
  if (choices.length === 0) return null;
  // A label wrapping its input names it without ids: two elements a choice, the fewest to render and hydrate.
  const list = (
    <div className="filter-group__choices">
      {choices.map((choice) => (
        <label className="checkbox" key={choice.value}>
          <input type="checkbox" name={name} value={choice.value} defaultChecked={selected.includes(choice.value)} />
          {choicesLang ? <span lang={choicesLang}>{choice.label}</span> : choice.label}
        </label>
      ))}
    </div>
  );
  if (choices.length <= longGroupChoices) {
    return (
      <fieldset className="filter-group">
        <legend>{legend}</legend>
        {list}
      </fieldset>
    );
  }
  const selectedCount = choices.filter((choice) => selected.includes(choice.value)).length;
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <details className="filter-group__fold" open={selectedCount > 0}>
        <summary>
          {t("filters.showAll", { total: choices.length })}
          {selectedCount > 0 ? <span className="filter-group__selected"> {t("filters.selectedCount", { number: selectedCount })}</span> : null}
        </summary>
        {list}
      </details>
    </fieldset>
  );
}

const asChoices = (values: string[]) => values.map((value) => ({ value, label: value }));

interface SearchBoxProps {
  filters: EventFilters;
  onType: (input: HTMLInputElement) => void;
  /** Whether text typed into the box is still waiting out the debounce, not yet sent. */
  typingPending: () => boolean;
}

function SearchBox({ filters, onType, typingPending }: SearchBoxProps) {
  const { t } = useTranslation("events");
  const title = filters.title;
  const [value, setValue] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  const navigationType = useNavigationType();
  // The query is the state: follow it (the clear link, other filters) unless the visitor is typing in the box, or
  // has typed what is not sent yet and moved on: a search still on its way would undo their last keystrokes. Back
  // and forward (POP) always, as they show another list whatever has the focus (the clear link leaves it in the box).
  useEffect(() => {
    if (navigationType === "POP" || (document.activeElement !== input.current && !typingPending())) setValue(title);
  }, [title, navigationType, typingPending]);
  return (
    <div className="search-box">
      <label htmlFor="filter-title">{t("filters.search")}</label>
      <div className="search-box__row">
        <input
          ref={input}
          type="search"
          id="filter-title"
          name="title"
          value={value}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            onType(event.currentTarget);
          }}
        />
        {title ? (
          // A link, not a script: without JS it is the same list without the search text.
          <Link
            className="search-box__clear"
            to={eventListHref({ ...filters, title: "" })}
            state={focusOnArrival("filter-title")}
            aria-label={t("filters.clearSearch")}
          >
            <span aria-hidden="true">×</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}

interface EventFilterPanelProps {
  filters: EventFilters;
  /** The page of the list shown. */
  page: number;
  /** The interface's language: the festival's data choices say theirs when it differs. */
  language: Language;
  options: FilterChoices;
  activeFilterCount: number;
  /** Open on wide screens the server knows about; CSS opens it anyway above 1200 px. */
  initiallyOpen: boolean;
}

/**
 * The filter panel (spec §2): a plain GET form, so every filtered list is a URL and works without JS. On
 * narrow screens the filters fold into a native <details> whose summary counts the active filters; the search
 * box stays above it, so a search in force is always in sight, with its clear icon.
 */
export function EventFilterPanel({ filters, page, language, options, activeFilterCount, initiallyOpen }: EventFilterPanelProps) {
  const { t } = useTranslation("events");
  const dataLang = festivalDataLang(language);
  const submitFilters = useSubmitFilters();
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  const otherFiltersKey = eventListQuery({ ...filters, title: "" }, page).toString();
  const refocus = useFieldFocusAcrossRebuild(otherFiltersKey);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    refocus.remember(event.currentTarget);
    submitFilters(event.currentTarget);
  }

  function onType(input: HTMLInputElement) {
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      typingTimer.current = undefined;
      if (input.form) submitFilters(input.form, { typed: true });
    }, SEARCH_DEBOUNCE_MS);
  }
  const typingPending = useCallback(() => typingTimer.current !== undefined, []);

  // Everything but the search box is re-created when the query changes (otherFiltersKey), so its values follow
  // the URL: also to another page of the same list, where a choice ticked but not applied would otherwise stay
  // ticked over a list that ignores it.
  return (
    <Form method="get" action="/" id={filterFormId} className="filter-panel" onSubmit={onSubmit} aria-label={t("filters.formLabel")}>
      <SearchBox filters={filters} onType={onType} typingPending={typingPending} />
      <details className="filter-panel__filters" open={initiallyOpen}>
        <summary>
          {t("filters.toggle")}
          {/* The space inside the count: Chromium's name of a summary drops one between its text and an element. */}
          {activeFilterCount > 0 ? <span className="filter-panel__count">{` ${t("filters.activeCount", { count: activeFilterCount })}`}</span> : null}
        </summary>
        <div key={otherFiltersKey} className="filter-form__fields">
          <CheckboxGroup
            legend={t("filters.organiser")}
            name="organizator"
            choices={options.organizator.map((organiser) => ({ value: organiser.name, label: organiser.name }))}
            selected={filters.organizator}
            choicesLang={dataLang}
          />
          <CheckboxGroup legend={t("filters.category")} name="category" choices={asChoices(options.category)} selected={filters.category} choicesLang={dataLang} />
          <CheckboxGroup legend={t("filters.ageGroup")} name="age_group" choices={asChoices(options.age_group)} selected={filters.age_group} choicesLang={dataLang} />
          <CheckboxGroup
            legend={t("filters.localization")}
            name="localization"
            choices={asChoices(options.localization)}
            selected={filters.localization}
            choicesLang={dataLang}
          />
          <div className="filter-field">
            <label htmlFor="filter-speaker">{t("filters.speaker")}</label>
            <input type="text" id="filter-speaker" name="speaker" defaultValue={filters.speaker} />
          </div>
          <fieldset className="filter-group">
            <legend>{t("filters.startTime")}</legend>
            <div className="filter-time">
              <div className="filter-field">
                <label htmlFor="filter-time-min">{t("filters.timeFrom")}</label>
                <input type="time" id="filter-time-min" name="time_min" defaultValue={filters.time_min} />
              </div>
              <div className="filter-field">
                <label htmlFor="filter-time-max">{t("filters.timeTo")}</label>
                <input type="time" id="filter-time-max" name="time_max" defaultValue={filters.time_max} />
              </div>
            </div>
          </fieldset>
          <div className="filter-field">
            <label htmlFor="filter-date">{t("filters.date")}</label>
            <input type="date" id="filter-date" name="date" defaultValue={filters.date} />
          </div>
          <CheckboxGroup
            legend={t("filters.price")}
            name="price_types"
            choices={priceTypes.map((type) => ({ value: type, label: t(`filters.priceTypes.${type}`) }))}
            selected={filters.price_types}
          />
        </div>
        <div className="filter-form__actions">
          <button type="submit" className="button">
            {t("filters.apply")}
          </button>
          <Link to="/" className="button button--secondary">
            {t("filters.clearAll")}
          </Link>
        </div>
      </details>
    </Form>
  );
}

/**
 * The filters are re-created when the query changes, so a field that had the focus when the form was sent (Enter
 * in the speaker's field, on a checkbox) is gone with it: the same field of the new panel takes the focus back,
 * instead of the page's heading far above (WCAG 2.4.3). Runs before the focus after a navigation, which then
 * finds the focus in place.
 */
function useFieldFocusAcrossRebuild(rebuildKey: string) {
  const focusedField = useRef<string>();
  useEffect(() => {
    const selector = focusedField.current;
    focusedField.current = undefined;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (selector && lost) document.querySelector<HTMLElement>(selector)?.focus();
  }, [rebuildKey]);
  return {
    remember(form: HTMLFormElement) {
      const field = document.activeElement;
      if (!(field instanceof HTMLInputElement) || !form.contains(field)) return;
      focusedField.current = field.id ? `#${CSS.escape(field.id)}` : `input[name="${CSS.escape(field.name)}"][value="${CSS.escape(field.value)}"]`;
    },
  };
}
