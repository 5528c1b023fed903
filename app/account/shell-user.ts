/** What the app shell shows of the signed-in user (spec §2 "App shell"). */
export interface ShellUser {
  name: string;
}
