import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { festivalTimeZone, intlLocale } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { outboxServedTo } from "~/outbox/outbox-view.server";
import { secretPageHeaders } from "~/http/private-answers.server";

/**
 * The demo's mailbox and phone (issue #10): the e-mails and SMS the festival API wrote to its outbox, read through
 * the portal because the browser never talks to the festival API. Only with OUTBOX_VIEW=1 and only for this
 * computer (outbox-view.server.ts); to anyone else, and when the festival API does not list its outbox, the page
 * does not exist. Behind the front-access gate like every page.
 */

export const handle = { i18n: ["common", "registration"] };

/** Live links and codes. */
export const headers: HeadersFunction = secretPageHeaders;

const notFound = () => new Response("Not found", { status: 404 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!outboxServedTo(context)) throw notFound();
  const api = await festivalApiFor({ request, context });
  const outbox = await api.outbox();
  if (!outbox.ok) throw notFound();
  const language = await languageOf(request);
  const t = translatorFor(language, "registration");
  const sentAt = new Intl.DateTimeFormat(intlLocale[language], { dateStyle: "medium", timeStyle: "medium", timeZone: festivalTimeZone });
  return {
    title: t("outbox.heading"),
    messages: outbox.value.map((message) => ({ ...message, sentAt: sentAt.format(new Date(message.created_at)) })),
  };
}

/** A message's text with its links made clickable (the e-mail's verification link above all). */
function MessageBody({ body }: { body: string }) {
  return (
    <pre className="outbox__body">
      {body.split(/(https?:\/\/\S+)/).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? <a href={part}>{part}</a> : part}</Fragment>
      ))}
    </pre>
  );
}

export default function OutboxPage() {
  const { messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("registration");
  return (
    <div className="outbox">
      <h1>{t("outbox.heading")}</h1>
      <p>{t("outbox.intro")}</p>
      {messages.length === 0 ? <p>{t("outbox.empty")}</p> : null}
      {messages.map((message, index) => (
        <article key={`${message.created_at}-${index}`} className="outbox__message" aria-labelledby={`outbox-message-${index}`}>
          <h2 id={`outbox-message-${index}`}>{t(message.channel === "email" ? "outbox.email" : "outbox.sms", { to: message.to })}</h2>
          <p className="outbox__meta">
            <time dateTime={message.created_at}>{message.sentAt}</time>
            {message.subject ? ` · ${message.subject}` : null}
          </p>
          <MessageBody body={message.body} />
        </article>
      ))}
    </div>
  );
}
