import { expect } from "@playwright/test";
import { expectSingleFetchRedirect, sameOriginHeaders } from "./support/portal-requests";
import { requestsOnly } from "./support/project-tags";
import { signedInTest as test } from "./support/signed-in";

/**
 * The route guards as the built portal answers them (issue 8): not only for documents, but for single-fetch data
 * requests, which run a route's loader without its parents', and for POSTs, which run an action without any
 * loader. A guard that lived in a parent or only in a loader would let these through.
 */
test.describe("route guards on data requests and actions", requestsOnly, () => {
  test("/login is for visitors: a signed-in user's document, data requests and POSTs go to the panel or the page asked for", async ({
    request: visitor,
    signedInContext,
    signedInUser: user,
  }) => {
    const visitorData = await visitor.get("/login.data?_routes=routes/login", { maxRedirects: 0 });
    expect(visitorData.status()).toBe(200);

    const request = signedInContext.request;
    const document = await request.get("/login", { maxRedirects: 0 });
    expect(document.status()).toBe(302);
    expect(document.headers().location).toBe("/user/events");
    for (const path of ["/login.data", "/login.data?_routes=routes/login", "/login.data?_routes=root,routes/login"]) {
      await expectSingleFetchRedirect(await request.get(path, { maxRedirects: 0 }), "/user/events");
    }

    // A login asked to return to a page sends a signed-in user there instead (a same-site path, else the panel).
    expect((await request.get("/login?redirectTo=%2Fuser%2Finfo", { maxRedirects: 0 })).headers().location).toBe("/user/info");
    await expectSingleFetchRedirect(await request.get("/login.data?redirectTo=%2Fuser%2Finfo&_routes=routes/login", { maxRedirects: 0 }), "/user/info");
    expect((await request.get("/login?redirectTo=%2F%2Fevil.example%2F", { maxRedirects: 0 })).headers().location).toBe("/user/events");

    const credentials = { email: user.email, password: user.password };
    const post = await request.post("/login", { form: credentials, headers: sameOriginHeaders, maxRedirects: 0 });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe("/user/events");
    await expectSingleFetchRedirect(
      await request.post("/login.data", { form: credentials, headers: sameOriginHeaders, maxRedirects: 0 }),
      "/user/events",
    );
  });

  test("the list sends a user with a verified e-mail and an unverified phone to SMS verification (spec §2)", async ({
    newSignedInContext,
  }) => {
    const { request } = (await newSignedInContext("email verified")).context;

    const document = await request.get("/?title=las", { maxRedirects: 0 });
    expect(document.status()).toBe(302);
    expect(document.headers().location).toBe("/verify/sms");
    for (const path of ["/.data?_routes=routes/_index", "/_root.data", "/_root.data?_routes=root,routes/_index"]) {
      await expectSingleFetchRedirect(await request.get(path, { maxRedirects: 0 }), "/verify/sms");
    }
  });

  test("a user who still owes the e-mail step is sent to it by the favourite and sign-up actions", async ({ newSignedInContext }) => {
    const { request } = (await newSignedInContext("registered")).context;

    const favourite = await request.post("/event/1/favourite", { form: { favourite: "add" }, headers: sameOriginHeaders, maxRedirects: 0 });
    expect(favourite.headers().location).toBe("/verify/mail");
    await expectSingleFetchRedirect(
      await request.post("/event/1.data", { form: {}, headers: sameOriginHeaders, maxRedirects: 0 }),
      "/verify/mail",
    );
  });
});
