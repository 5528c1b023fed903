import type { EventLanguage } from "../../contract/event";
import type { LegalPage } from "../../contract/paths";

/** The festival's statute and privacy policy as HTML fragments; the portal sanitises them before rendering. */
export const legalTexts: Record<LegalPage, Record<EventLanguage, string>> = {
  statute: {
    pl: `<h1>Regulamin portalu Bałtyckiego Festiwalu Nauki</h1>
<h2>§1. Postanowienia ogólne</h2>
<p>Portal służy do zapisów na wydarzenia Bałtyckiego Festiwalu Nauki organizowane przez instytucje naukowe, kulturalne i edukacyjne Gdańska, Gdyni i Sopotu. Udział w wydarzeniach jest bezpłatny, chyba że opis wydarzenia stanowi inaczej.</p>
<h2>§2. Konto</h2>
<ol><li>Zapis na wydarzenie wymaga konta z potwierdzonym adresem e-mail i numerem telefonu.</li>
<li>Użytkownik podaje prawdziwe dane i dba o poufność hasła.</li></ol>
<h2>§3. Zapisy</h2>
<ol><li>Zapis jest możliwy do wyczerpania miejsc i do terminu podanego przy wydarzeniu.</li>
<li>Nie można zapisać się na wydarzenia odbywające się w tym samym czasie.</li>
<li>Do zapisu można dodać najwyżej 20 dodatkowych uczestników; każdy zajmuje jedno miejsce.</li>
<li>Rezygnację prosimy zgłaszać w portalu, aby zwolnić miejsce innym.</li></ol>
<h2>§4. Opinie</h2>
<p>Po zakończeniu wydarzenia uczestnik może je ocenić. Opinie naruszające prawo lub dobre obyczaje są usuwane.</p>
<h2>§5. Kontakt</h2>
<p>Pytania dotyczące portalu prosimy kierować na adres kontakt@festiwal.example.org.</p>`,
    en: `<h1>Terms of the Baltic Science Festival portal</h1>
<h2>§1. General</h2>
<p>The portal is for signing up for Baltic Science Festival events run by research, cultural and educational institutions of Gdańsk, Gdynia and Sopot. Events are free unless their description says otherwise.</p>
<h2>§2. Account</h2>
<ol><li>Signing up requires an account with a confirmed e-mail address and phone number.</li>
<li>Users give true details and keep their password secret.</li></ol>
<h2>§3. Sign-ups</h2>
<ol><li>Sign-up is open while seats last and until the deadline shown with the event.</li>
<li>You cannot sign up for events that take place at the same time.</li>
<li>A sign-up may include up to 20 extra participants; each takes one seat.</li>
<li>Please cancel in the portal if you cannot come, so that someone else can.</li></ol>
<h2>§4. Reviews</h2>
<p>After an event ends, participants may review it. Unlawful or offensive reviews are removed.</p>
<h2>§5. Contact</h2>
<p>Questions about the portal: kontakt@festiwal.example.org.</p>`,
  },
  "privacy-policy": {
    pl: `<h1>Polityka prywatności</h1>
<p>Administratorem danych osobowych jest organizator Bałtyckiego Festiwalu Nauki. Dane przetwarzamy w celu prowadzenia konta i zapisów na wydarzenia (art. 6 ust. 1 lit. b RODO).</p>
<h2>Jakie dane zbieramy</h2>
<ul><li>imię i nazwisko, adres e-mail, numer telefonu, miasto i rok urodzenia,</li>
<li>zapisy na wydarzenia, dodatkowych uczestników, ulubione wydarzenia i opinie.</li></ul>
<h2>Pliki cookie</h2>
<p>Portal używa wyłącznie plików cookie niezbędnych do logowania oraz zapamiętania języka, rozmiaru tekstu i akceptacji komunikatu o cookies. Nie używa pamięci lokalnej przeglądarki ani plików cookie śledzących. Mapa wydarzeń wczytuje podkład z zewnętrznego serwera map (domyślnie OpenStreetMap), który widzi adres IP przeglądarki.</p>
<h2>Twoje prawa</h2>
<p>Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przeniesienia oraz skargi do Prezesa UODO. Dane przechowujemy do czasu usunięcia konta.</p>`,
    en: `<h1>Privacy policy</h1>
<p>The controller of personal data is the organiser of the Baltic Science Festival. We process data to run your account and your event sign-ups (Art. 6(1)(b) GDPR).</p>
<h2>What we collect</h2>
<ul><li>name, e-mail address, phone number, city and birth year,</li>
<li>sign-ups, extra participants, favourite events and reviews.</li></ul>
<h2>Cookies</h2>
<p>The portal uses only the cookies needed for logging in and for remembering your language, your text size and your cookie consent. It uses neither the browser's local storage nor tracking cookies. The event map loads its background from an outside map server (OpenStreetMap by default), which sees your browser's IP address.</p>
<h2>Your rights</h2>
<p>You may access, correct, erase, restrict and port your data, and complain to the President of the Personal Data Protection Office. We keep data until the account is deleted.</p>`,
  },
};
