import { createRoute } from "@hono/zod-openapi";
import {
  authResponseSchema,
  changeDataPayloadSchema,
  emailPayloadSchema,
  loginPayloadSchema,
  passwordChangePayloadSchema,
  passwordResetPayloadSchema,
  phonePayloadSchema,
  registerPayloadSchema,
  userResponseSchema,
  userSchema,
  verifyEmailQuerySchema,
  verifyPhonePayloadSchema,
} from "../../../contract/user";
import { apiPathPatterns } from "../../../contract/paths";
import { deleteAccount } from "../../accounts/account-removal";
import { resendVerificationEmail, verifyEmail } from "../../accounts/email-verification";
import { remindPassword, resetPassword } from "../../accounts/password-reset";
import { resendSmsCode, verifyPhone } from "../../accounts/phone-verification";
import { changeData, changePassword } from "../../accounts/profile";
import { register } from "../../accounts/registration";
import { toUserDto } from "../../accounts/session-user";
import { login, logout } from "../../accounts/sessions";
import type { FestivalApp } from "../app-env";
import { authenticate, currentUser } from "../authentication";
import { bearerSecurity, errorResponses, jsonBody, jsonContent, MessageAnswer } from "../openapi-shared";

const UserBody = userSchema.meta({ id: "User" });
const UserAnswer = userResponseSchema.extend({ data: UserBody }).meta({ id: "UserAnswer" });
const AuthAnswer = authResponseSchema.extend({ data: UserBody }).meta({ id: "AuthAnswer" });

const route = createRoute;
const routes = {
  register: route({
    method: "post", path: apiPathPatterns.register, summary: "Create an account; sends the verification e-mail",
    request: { body: jsonBody(registerPayloadSchema.meta({ id: "RegisterPayload" })) },
    responses: { 201: jsonContent(UserAnswer, "Registered, e-mail not yet verified"), ...errorResponses(400, 413, 415, 422, 429, 503) },
  }),
  login: route({
    method: "post", path: apiPathPatterns.login, summary: "Log in with e-mail and password",
    request: { body: jsonBody(loginPayloadSchema.meta({ id: "LoginPayload" })) },
    responses: { 200: jsonContent(AuthAnswer, "Logged in"), ...errorResponses(400, 401, 413, 415, 422, 429) },
  }),
  logout: route({
    method: "get", path: apiPathPatterns.logout, summary: "Revoke the bearer token", security: bearerSecurity,
    middleware: [authenticate("token")] as const,
    responses: { 200: jsonContent(MessageAnswer, "Logged out"), ...errorResponses(401) },
  }),
  verifyEmail: route({
    method: "get", path: apiPathPatterns.verifyEmail, summary: "Confirm the e-mail from the signed link; logs in once",
    description: "The first use verifies, sends the SMS code and logs in; a later use answers 409 `already_verified` and sends nothing.",
    request: { query: verifyEmailQuerySchema },
    responses: { 200: jsonContent(AuthAnswer, "Verified and logged in"), ...errorResponses(403, 409, 422) },
  }),
  resendEmail: route({
    method: "post", path: apiPathPatterns.verifyEmailResend, summary: "Send the verification e-mail again",
    request: { body: jsonBody(emailPayloadSchema) },
    responses: { 200: jsonContent(MessageAnswer, "Sent if the address needs it"), ...errorResponses(400, 413, 415, 422, 429) },
  }),
  verifyPhone: route({
    method: "post", path: apiPathPatterns.verifyPhone, summary: "Confirm the phone with the SMS code", security: bearerSecurity,
    middleware: [authenticate("verified-email")] as const,
    request: { body: jsonBody(verifyPhonePayloadSchema) },
    responses: { 200: jsonContent(UserAnswer, "Phone verified"), ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
  }),
  resendSms: route({
    method: "post", path: apiPathPatterns.verifyPhoneResend, summary: "Send a new SMS code (once a minute), or correct the phone", security: bearerSecurity,
    description:
      "While the phone is unverified, a different `phone` moves the account to that number (free, like at registration) " +
      "and sends the code there; a verified phone must be the account's own (422 `phone_mismatch`) and nothing is sent.",
    middleware: [authenticate("verified-email")] as const,
    request: { body: jsonBody(phonePayloadSchema) },
    responses: { 200: jsonContent(MessageAnswer, "Sent"), ...errorResponses(400, 401, 403, 413, 415, 422, 429, 503) },
  }),
  profile: route({
    method: "get", path: apiPathPatterns.profile, summary: "The caller's profile", security: bearerSecurity,
    middleware: [authenticate("verified-email")] as const,
    responses: { 200: jsonContent(UserAnswer, "The profile"), ...errorResponses(401, 403) },
  }),
  changeData: route({
    method: "post", path: apiPathPatterns.changeData, summary: "Change name, city and birth year", security: bearerSecurity,
    middleware: [authenticate("verified-email")] as const,
    request: { body: jsonBody(changeDataPayloadSchema) },
    responses: { 200: jsonContent(UserAnswer, "Changed"), ...errorResponses(400, 401, 403, 413, 415, 422) },
  }),
  remind: route({
    method: "post", path: apiPathPatterns.passwordRemind, summary: "E-mail a password reset link (same answer for unknown addresses)",
    request: { body: jsonBody(emailPayloadSchema) },
    responses: { 200: jsonContent(MessageAnswer, "Sent if the account exists"), ...errorResponses(400, 413, 415, 422, 429) },
  }),
  reset: route({
    method: "post", path: apiPathPatterns.passwordReset, summary: "Set a new password with the e-mailed token; logs in",
    request: { body: jsonBody(passwordResetPayloadSchema) },
    responses: { 200: jsonContent(AuthAnswer, "Password set and logged in"), ...errorResponses(400, 413, 415, 422) },
  }),
  change: route({
    method: "post", path: apiPathPatterns.passwordChange, summary: "Change the password", security: bearerSecurity,
    middleware: [authenticate("verified-email")] as const,
    request: { body: jsonBody(passwordChangePayloadSchema) },
    responses: { 200: jsonContent(MessageAnswer, "Changed; other sessions signed out"), ...errorResponses(400, 401, 403, 413, 415, 422) },
  }),
  deleteAccount: route({
    method: "delete", path: apiPathPatterns.account, summary: "Delete the caller's account and everything it holds", security: bearerSecurity,
    description:
      "Our extension of the upstream contract (RODO), not in spec §7: in one transaction the caller's registrations and " +
      "extra participants give their seats back, and the account goes with its favourites, reviews, tokens and the " +
      "messages addressed to it. Any bearer token of the account may call it, verified or not.",
    "x-festival-extension": true,
    middleware: [authenticate("token")] as const,
    responses: { 200: jsonContent(MessageAnswer, "Deleted; the token no longer works"), ...errorResponses(400, 401, 413, 415, 422) },
  }),
};

export function registerAccountRoutes(app: FestivalApp) {
  app.openapi(routes.register, async (c) =>
    c.json({ data: await register(c.var.deps, c.req.valid("json"), c.var.clientIp) }, 201),
  );
  app.openapi(routes.login, async (c) => c.json(await login(c.var.deps, c.req.valid("json"), c.var.clientIp), 200));
  app.openapi(routes.logout, async (c) => {
    await logout(c.var.deps, currentUser(c));
    return c.json({ message: "Wylogowano" }, 200);
  });
  app.openapi(routes.verifyEmail, async (c) => c.json(await verifyEmail(c.var.deps, c.req.valid("query")), 200));
  app.openapi(routes.resendEmail, async (c) => {
    await resendVerificationEmail(c.var.deps, c.req.valid("json").email, c.var.clientIp);
    return c.json({ message: "Jeśli adres wymaga potwierdzenia, wysłaliśmy nowy link" }, 200);
  });
  app.openapi(routes.verifyPhone, async (c) =>
    c.json({ data: await verifyPhone(c.var.deps, currentUser(c), c.req.valid("json")) }, 200),
  );
  app.openapi(routes.resendSms, async (c) => {
    await resendSmsCode(c.var.deps, currentUser(c), c.req.valid("json").phone, c.var.clientIp);
    return c.json({ message: "Wysłaliśmy nowy kod SMS" }, 200);
  });
  app.openapi(routes.profile, async (c) => c.json({ data: toUserDto(currentUser(c)) }, 200));
  app.openapi(routes.changeData, async (c) =>
    c.json({ data: await changeData(c.var.deps, currentUser(c), c.req.valid("json")) }, 200),
  );
  app.openapi(routes.remind, async (c) => {
    await remindPassword(c.var.deps, c.req.valid("json").email, c.var.clientIp);
    return c.json({ message: "Jeśli konto istnieje, wysłaliśmy e-mail z linkiem do zmiany hasła" }, 200);
  });
  app.openapi(routes.reset, async (c) => c.json(await resetPassword(c.var.deps, c.req.valid("json")), 200));
  app.openapi(routes.change, async (c) => {
    await changePassword(c.var.deps, currentUser(c), c.req.valid("json"));
    return c.json({ message: "Hasło zostało zmienione" }, 200);
  });
  app.openapi(routes.deleteAccount, async (c) => {
    await deleteAccount(c.var.deps, currentUser(c).id);
    return c.json({ message: "Konto zostało usunięte" }, 200);
  });
}
