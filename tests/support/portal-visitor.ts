/** A portal's answer, its body read (so the connection is free again). */
export interface PortalAnswer {
  status: number;
  /** The redirect target of a 3xx, as the portal wrote it. */
  location: string | null;
  headers: Headers;
  body: string;
}

/**
 * One person's browser as the portal sees it over plain HTTP: a cookie jar (shared by every portal on the same
 * host, as browsers share cookies across ports), the person's own address in X-Forwarded-For (believed by a
 * portal started with TRUST_PROXY), the Origin a browser sends with a form POST, redirects not followed.
 * For the tests and benchmarks that need many such people at once, without a browser each.
 */
export class PortalVisitor {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly address: string) {}

  get(url: string): Promise<PortalAnswer> {
    return this.send(url, { method: "GET" });
  }

  /** A document form POST, as the form on the portal's own page sends it. */
  post(url: string, form: Record<string, string | string[]>): Promise<PortalAnswer> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
    return this.send(url, { method: "POST", body, headers: { Origin: new URL(url).origin } });
  }

  /** The value of a cookie the portal set, if any. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private async send(url: string, init: { method: string; body?: URLSearchParams; headers?: Record<string, string> }): Promise<PortalAnswer> {
    const headers: Record<string, string> = { "X-Forwarded-For": this.address, Accept: "text/html", ...init.headers };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { method: init.method, body: init.body, headers, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) this.remember(setCookie);
    return { status: response.status, location: response.headers.get("location"), headers: response.headers, body: await response.text() };
  }

  /** Keeps a Set-Cookie's value, or drops the cookie when it is cleared (empty, Max-Age=0 or expired). */
  private remember(setCookie: string) {
    const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const cleared = attributes.some((attribute) => {
      const [key, attributeValue = ""] = attribute.split("=");
      if (key.toLowerCase() === "max-age") return Number(attributeValue) <= 0;
      if (key.toLowerCase() === "expires") return Date.parse(attributeValue) <= Date.now();
      return false;
    });
    if (value === "" || cleared) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

let addressCounter = 0;

/** A distinct address of the benchmarking range 198.18.0.0/15 (RFC 2544) for each new visitor of this process. */
export function nextVisitorAddress(): string {
  addressCounter++;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
