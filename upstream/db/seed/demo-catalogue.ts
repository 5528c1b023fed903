/** The raw material of the demo festival: real places of the Tricity and festival-like activities. */

export interface DemoOrganiser {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export const demoOrganisers: DemoOrganiser[] = [
  { name: "Politechnika Gdańska", address: "Gdańsk, ul. Gabriela Narutowicza 11/12", latitude: 54.3717, longitude: 18.6166 },
  { name: "Uniwersytet Gdański", address: "Gdańsk, ul. Jana Bażyńskiego 8", latitude: 54.396, longitude: 18.574 },
  { name: "Gdański Uniwersytet Medyczny", address: "Gdańsk, ul. Marii Skłodowskiej-Curie 3a", latitude: 54.3652, longitude: 18.6278 },
  { name: "Europejskie Centrum Solidarności", address: "Gdańsk, pl. Solidarności 1", latitude: 54.3614, longitude: 18.6496 },
  { name: "Muzeum II Wojny Światowej", address: "Gdańsk, pl. Władysława Bartoszewskiego 1", latitude: 54.356, longitude: 18.6605 },
  { name: "Centrum Hewelianum", address: "Gdańsk, ul. Gradowa 6", latitude: 54.35, longitude: 18.6395 },
  { name: "Narodowe Muzeum Morskie", address: "Gdańsk, ul. Ołowianka 9-13", latitude: 54.3524, longitude: 18.6614 },
  { name: "Muzeum Gdańska", address: "Gdańsk, ul. Długa 46/47", latitude: 54.3489, longitude: 18.6533 },
  { name: "Gdański Park Naukowo-Technologiczny", address: "Gdańsk, al. Zwycięstwa 27", latitude: 54.3745, longitude: 18.617 },
  { name: "Instytut Maszyn Przepływowych PAN", address: "Gdańsk, ul. Fiszera 14", latitude: 54.3733, longitude: 18.6201 },
  { name: "Ogród Zoologiczny w Oliwie", address: "Gdańsk, ul. Karwieńska 3", latitude: 54.41, longitude: 18.533 },
  { name: "Park Oliwski i Palmiarnia", address: "Gdańsk, ul. Cystersów 1", latitude: 54.4105, longitude: 18.56 },
  { name: "Akademia Muzyczna w Gdańsku", address: "Gdańsk, ul. Łąkowa 1-2", latitude: 54.3468, longitude: 18.6652 },
  { name: "Teatr Szekspirowski", address: "Gdańsk, ul. Wojciecha Bogusławskiego 1", latitude: 54.3471, longitude: 18.6488 },
  { name: "Centrum Nauki Experyment", address: "Gdynia, al. Zwycięstwa 96/98", latitude: 54.4925, longitude: 18.537 },
  { name: "Uniwersytet Morski w Gdyni", address: "Gdynia, ul. Morska 81-87", latitude: 54.5205, longitude: 18.548 },
  { name: "Akwarium Gdyńskie", address: "Gdynia, al. Jana Pawła II 1", latitude: 54.5183, longitude: 18.5554 },
  { name: "Muzeum Miasta Gdyni", address: "Gdynia, ul. Zawiszy Czarnego 1", latitude: 54.5166, longitude: 18.55 },
  { name: "Muzeum Marynarki Wojennej", address: "Gdynia, ul. Zawiszy Czarnego 1B", latitude: 54.5152, longitude: 18.5522 },
  { name: "Gdyńskie Centrum Filmowe", address: "Gdynia, pl. Grunwaldzki 2", latitude: 54.517, longitude: 18.545 },
  { name: "Pomorski Park Naukowo-Technologiczny", address: "Gdynia, al. Zwycięstwa 96", latitude: 54.4911, longitude: 18.5382 },
  { name: "Instytut Oceanologii PAN", address: "Sopot, ul. Powstańców Warszawy 55", latitude: 54.4386, longitude: 18.566 },
  { name: "Państwowa Galeria Sztuki", address: "Sopot, pl. Zdrojowy 2", latitude: 54.442, longitude: 18.57 },
  { name: "Wydział Ekonomiczny UG w Sopocie", address: "Sopot, ul. Armii Krajowej 119/121", latitude: 54.4465, longitude: 18.562 },
  { name: "Muzeum Sopotu", address: "Sopot, ul. Poniatowskiego 8", latitude: 54.4388, longitude: 18.574 },
  { name: "Opera Leśna", address: "Sopot, ul. Stanisława Moniuszki 12", latitude: 54.443, longitude: 18.551 },
];

/** Event categories (spec §3 `type`) with the English word used in the English names. */
export const demoCategories = [
  { pl: "Warsztaty", en: "Workshop" },
  { pl: "Wykład", en: "Lecture" },
  { pl: "Pokaz", en: "Show" },
  { pl: "Wystawa", en: "Exhibition" },
  { pl: "Spacer", en: "Walk" },
  { pl: "Laboratorium", en: "Lab" },
  { pl: "Gra miejska", en: "City game" },
  { pl: "Film", en: "Film" },
] as const;

export const demoAgeGroups = ["3-6", "7-10", "11-14", "15-18", "dorośli", "seniorzy"] as const;

export const demoSubjects: { pl: string; en: string }[] = [
  { pl: "Roboty z klocków", en: "Robots from bricks" },
  { pl: "Chemia w kuchni", en: "Chemistry in the kitchen" },
  { pl: "Tajemnice Bałtyku", en: "Secrets of the Baltic" },
  { pl: "Światło i kolory", en: "Light and colour" },
  { pl: "Jak działa mózg", en: "How the brain works" },
  { pl: "Gwiazdy nad Gdańskiem", en: "Stars over Gdańsk" },
  { pl: "Mikroświat pod mikroskopem", en: "The micro-world under a microscope" },
  { pl: "Energia wiatru", en: "Wind energy" },
  { pl: "Statki przyszłości", en: "Ships of the future" },
  { pl: "Matematyka w przyrodzie", en: "Mathematics in nature" },
  { pl: "Dźwięk i muzyka", en: "Sound and music" },
  { pl: "Historia Stoczni", en: "The story of the Shipyard" },
  { pl: "Sztuczna inteligencja na co dzień", en: "Everyday artificial intelligence" },
  { pl: "DNA bez tajemnic", en: "DNA explained" },
  { pl: "Zwierzęta zoo z bliska", en: "Zoo animals up close" },
  { pl: "Bursztyn – złoto Bałtyku", en: "Amber, the gold of the Baltic" },
  { pl: "Fizyka zabawek", en: "The physics of toys" },
  { pl: "Kod i algorytmy", en: "Code and algorithms" },
  { pl: "Klimat i pogoda", en: "Climate and weather" },
  { pl: "Rośliny palmiarni", en: "Plants of the palm house" },
  { pl: "Medycyna ratunkowa", en: "Emergency medicine" },
  { pl: "Druk 3D", en: "3D printing" },
  { pl: "Fale i oceany", en: "Waves and oceans" },
  { pl: "Archeologia Głównego Miasta", en: "Archaeology of the Main Town" },
  { pl: "Ekonomia dla młodych", en: "Economics for young people" },
  { pl: "Film naukowy", en: "Science on film" },
  { pl: "Magnetyzm", en: "Magnetism" },
  { pl: "Latarnie morskie", en: "Lighthouses" },
  { pl: "Cyberbezpieczeństwo", en: "Cybersecurity" },
  { pl: "Sztuka i nauka", en: "Art and science" },
  { pl: "Rakiety wodne", en: "Water rockets" },
  { pl: "Zdrowe odżywianie", en: "Healthy eating" },
  { pl: "Języki świata", en: "Languages of the world" },
  { pl: "Mosty i konstrukcje", en: "Bridges and structures" },
  { pl: "Ptaki Zatoki Gdańskiej", en: "Birds of the Gulf of Gdańsk" },
  { pl: "Elektryczność", en: "Electricity" },
  { pl: "Teatr cieni", en: "Shadow theatre" },
  { pl: "Gry planszowe i logika", en: "Board games and logic" },
  { pl: "Nawigacja dawniej i dziś", en: "Navigation then and now" },
  { pl: "Kosmiczne materiały", en: "Space-age materials" },
];

export const demoTutors = [
  "dr Anna Kowalska", "prof. Jan Nowak", "mgr Katarzyna Wiśniewska", "dr inż. Piotr Wójcik",
  "Magdalena Kamińska", "dr hab. Tomasz Lewandowski", "Agnieszka Zielińska", "mgr inż. Michał Szymański",
  "dr Ewa Woźniak", "Krzysztof Dąbrowski", "prof. Barbara Kozłowska", "Paweł Jankowski",
  "dr Joanna Mazur", "Łukasz Kwiatkowski", "mgr Aleksandra Krawczyk", "dr Marcin Piotrowski",
];

export const demoCheckboxTexts = [
  "Potwierdzam, że uczestnik ukończył wymagany minimalny wiek.",
  "Oświadczam, że posiadam obywatelstwo polskie (wymóg organizatora zwiedzania).",
  "Przyjmuję do wiadomości, że podczas pokazu używane są migające światła (ryzyko dla osób z epilepsją).",
  "Zapoznałem się z informacjami dodatkowymi organizatora.",
  "Wyrażam zgodę na udział dziecka pod opieką osoby dorosłej.",
];

export const demoInfoMessages = [
  "Wejście od strony parkingu, prosimy przyjść 10 minut wcześniej.",
  "Zajęcia odbywają się na zewnątrz – prosimy o strój dostosowany do pogody.",
  "Liczba miejsc ograniczona, prosimy o punktualność.",
];
