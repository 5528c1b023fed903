import type { EventLanguage } from "../../contract/event";
import { registrationClosesAt } from "../../contract/registration-state";
import type { Queryable } from "../db/database";
import { prepareJson, type PreparedJson } from "../http/etag";
import { loadEvents } from "./event-repository";

/**
 * What the visible rows of the catalogue are: every row version carries the id of the transaction that wrote
 * it (xmin), which is newer than every row it replaces, so the count and the sum of xmin of both tables change
 * with every committed insert, update (a seat taken) or delete, by this process, another instance or a script,
 * and read in one statement they describe one consistent snapshot. A scan of a few hundred rows' headers:
 * far cheaper than building the list.
 */
const CATALOGUE_VERSION_SQL = `
  SELECT (SELECT count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) FROM events) || '/' ||
         (SELECT count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) FROM organisers) AS version`;

interface BuiltList {
  version: string;
  /** The list's `is_unavailable` changes by itself when an event's sign-up closes: rebuilt then. */
  validUntilMs: number;
  json: PreparedJson;
}

/**
 * The events list as every caller without a bearer token gets it (issue 13): built and serialised once per
 * change of the catalogue and language, with its ETag, instead of on every request; a request costs one small
 * query. Several requests that find it stale at once share one rebuild.
 */
export class PublicEventList {
  private readonly built = new Map<EventLanguage, BuiltList>();
  private readonly building = new Map<string, Promise<BuiltList>>();
  /** The version query running now, and the one that starts when it ends. */
  private versionCheck?: Promise<string>;
  private nextVersionCheck?: Promise<string>;

  constructor(private readonly db: Queryable) {}

  async get(lang: EventLanguage): Promise<PreparedJson> {
    const version = await this.catalogueVersion();
    const current = this.built.get(lang);
    if (current && current.version === version && Date.now() < current.validUntilMs) return current.json;
    const key = `${lang} ${version}`;
    let rebuild = this.building.get(key);
    if (!rebuild) {
      rebuild = this.build(lang, version).finally(() => this.building.delete(key));
      this.building.set(key, rebuild);
    }
    return (await rebuild).json;
  }

  /**
   * The catalogue's version as of a query started after the caller arrived (so a caller that just changed
   * something sees its change). A query already running may have read before that: callers arriving meanwhile
   * share the next one, so under load one query serves a whole round of requests.
   */
  private catalogueVersion(): Promise<string> {
    if (!this.versionCheck) return this.startVersionCheck();
    this.nextVersionCheck ??= this.versionCheck.then(
      () => this.startNextVersionCheck(),
      () => this.startNextVersionCheck(),
    );
    return this.nextVersionCheck;
  }

  private startNextVersionCheck(): Promise<string> {
    this.nextVersionCheck = undefined;
    return this.startVersionCheck();
  }

  private startVersionCheck(): Promise<string> {
    const check: Promise<string> = this.db
      .query<{ version: string }>(CATALOGUE_VERSION_SQL)
      .then(([row]) => row.version)
      .finally(() => {
        if (this.versionCheck === check) this.versionCheck = undefined;
      });
    this.versionCheck = check;
    return check;
  }

  private async build(lang: EventLanguage, version: string): Promise<BuiltList> {
    const now = Date.now();
    // Read after the version: a change in between makes this copy newer than its version says, and the next
    // request, seeing the new version, builds it again; never the other way round.
    const events = await loadEvents(this.db, lang, null, { kind: "all" });
    const nextClosing = Math.min(
      ...events.map((event) => Date.parse(registrationClosesAt(event))).filter((closesAt) => closesAt > now),
    );
    const built: BuiltList = { version, validUntilMs: nextClosing, json: prepareJson({ data: events }) };
    this.built.set(lang, built);
    return built;
  }
}
