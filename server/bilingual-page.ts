import polishCommonTexts from "../locales/pl/common.json";

/**
 * A small page in Polish and English for the answers the Node server gives itself, before Remix (an undecodable
 * path, a cross-site form): the site's name in its title, the way back to the list, no script (the security
 * headers are set already). The texts are written here, not in the locale files: the server answers before it
 * knows the visitor's language, so it says it in both. The site's name is the shell's own (locales/pl/common.json).
 */
export function bilingualPage(texts: { title: string; polish: string; english: string }): string {
  return `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title} – ${polishCommonTexts.shell.festivalName}</title>
</head>
<body>
<main>
<h1>${texts.title}</h1>
<p>${texts.polish}</p>
<p><a href="/">Wróć do listy wydarzeń</a></p>
<div lang="en">
<p>${texts.english}</p>
<p><a href="/">Back to the event list</a></p>
</div>
</main>
</body>
</html>
`;
}
