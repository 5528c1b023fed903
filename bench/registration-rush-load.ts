/**
 * The registration rush's load generator (bench/registration-rush.ts starts it as its own process, so its
 * HTTP client does not share a CPU thread with the festival API it measures). It reads the users' tokens and
 * the event from the file named by its one argument, sends every user's `GET /api/v1/get-data` at once (the
 * floor: the cheapest authenticated answer, from the same client), then every user's sign-up at once, and
 * prints what it saw as one JSON line.
 */
import { readFileSync } from "node:fs";
import { serverMessages } from "../contract/errors";
import { apiPaths } from "../contract/paths";

export interface RushPlan {
  apiUrl: string;
  eventId: number;
  tokens: string[];
}

interface Answer {
  outcome: "accepted" | "rejected" | "error";
  detail: string;
  ms: number;
}

export interface RushRound {
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  accepted: number;
  rejected: number;
  errors: number;
  /** How many of each unexpected answer ("503 busy", "ECONNRESET"…). */
  error_kinds: Record<string, number>;
}

export interface RushReport {
  floor: RushRound;
  rush: RushRound;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Every user at once, each from their own address (as the portal forwards it). */
async function everyoneAtOnce(
  plan: RushPlan,
  request: { method: "GET" | "POST"; path: string },
  judge: (status: number, body: { message?: string }) => Answer["outcome"],
): Promise<RushRound> {
  const started = performance.now();
  const answers = await Promise.all(
    plan.tokens.map(async (token, index): Promise<Answer> => {
      const sent = performance.now();
      try {
        const response = await fetch(plan.apiUrl + request.path, {
          method: request.method,
          headers: {
            Accept: "application/json",
            Authorization: `Bearer ${token}`,
            "X-Forwarded-For": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
          },
        });
        const body = (await response.json()) as { message?: string };
        return { outcome: judge(response.status, body), detail: `${response.status} ${body.message ?? ""}`, ms: performance.now() - sent };
      } catch (error) {
        return { outcome: "error", detail: String((error as Error).cause ?? error), ms: performance.now() - sent };
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const count = (outcome: Answer["outcome"]) => answers.filter((answer) => answer.outcome === outcome).length;
  const errorKinds: Record<string, number> = {};
  for (const answer of answers) if (answer.outcome === "error") errorKinds[answer.detail] = (errorKinds[answer.detail] ?? 0) + 1;
  return {
    rps: Math.round((answers.length / elapsedMs) * 1000),
    p50_ms: Math.round(percentile(latencies, 50)),
    p95_ms: Math.round(percentile(latencies, 95)),
    p99_ms: Math.round(percentile(latencies, 99)),
    accepted: count("accepted"),
    rejected: count("rejected"),
    errors: count("error"),
    error_kinds: errorKinds,
  };
}

const plan = JSON.parse(readFileSync(process.argv[2], "utf8")) as RushPlan;
const floor = await everyoneAtOnce(plan, { method: "GET", path: apiPaths.profile() }, (status) => (status === 200 ? "accepted" : "error"));
const rush = await everyoneAtOnce(plan, { method: "POST", path: apiPaths.subscribe(plan.eventId) }, (status, body) =>
  status === 200
    ? "accepted"
    : status === 409 && body.message === serverMessages.participant_limit_exceeded
      ? "rejected"
      : "error",
);
const report: RushReport = { floor, rush };
console.log(JSON.stringify(report));
