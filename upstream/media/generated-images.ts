import { demoOrganisers } from "../db/seed/demo-catalogue";
import { SeededRandom } from "../db/seed/seeded-random";

/** Festival colours: the green primary and dark blue of spec §9, with friendly accents. */
const palette = ["#2e7d32", "#43a047", "#0d2b45", "#1e88e5", "#f9a825", "#ef6c00", "#8e24aa", "#00897b"];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A deterministic abstract picture for event image n: the same n always draws the same image. */
export function eventImageSvg(n: number): string {
  const random = new SeededRandom(n * 7919);
  const [background, ...accents] = random.sample(palette, 4);
  const shapes = Array.from({ length: 7 }, () => {
    const colour = random.pick(accents);
    const x = random.int(0, 800);
    const y = random.int(0, 500);
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${random.int(30, 140)}" fill="${colour}" fill-opacity="0.7"/>`
      : `<rect x="${x}" y="${y}" width="${random.int(60, 260)}" height="${random.int(40, 200)}" rx="16" fill="${colour}" fill-opacity="0.6" transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-label="Ilustracja wydarzenia ${n}">` +
    `<rect width="800" height="500" fill="${background}"/>${shapes.join("")}</svg>`
  );
}

/** The organiser's logo: its initials on a festival colour. */
export function organiserLogoSvg(organiserId: number): string | undefined {
  const organiser = demoOrganisers[organiserId - 1];
  if (!organiser) return undefined;
  const initials = organiser.name
    .split(/[\s-]+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join("");
  const colour = palette[organiserId % palette.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(organiser.name)}">` +
    `<circle cx="120" cy="120" r="116" fill="${colour}"/>` +
    `<text x="120" y="138" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`
  );
}

/** A schematic site plan of the organiser's venue, for the event page's map link. */
export function venueMapSvg(organiserId: number): string | undefined {
  const organiser = demoOrganisers[organiserId - 1];
  if (!organiser) return undefined;
  const random = new SeededRandom(organiserId * 104729);
  const buildings = Array.from(
    { length: 5 },
    () => `<rect x="${random.int(20, 520)}" y="${random.int(60, 300)}" width="${random.int(60, 160)}" height="${random.int(40, 120)}" fill="#cfd8dc" stroke="#0d2b45"/>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="440" viewBox="0 0 720 440" role="img" aria-label="Plan: ${escapeXml(organiser.name)}">` +
    `<rect width="720" height="440" fill="#f1f8e9"/>${buildings.join("")}` +
    `<text x="20" y="36" font-family="sans-serif" font-size="22" fill="#0d2b45">${escapeXml(organiser.name)}</text>` +
    `<text x="20" y="420" font-family="sans-serif" font-size="16" fill="#0d2b45">${escapeXml(organiser.address)}</text></svg>`
  );
}
