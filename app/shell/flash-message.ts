/** A message for the next page (spec §4: success in green, error in red), already translated by its sender. */
export interface FlashMessage {
  kind: "success" | "error";
  text: string;
}
