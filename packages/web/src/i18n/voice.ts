import type { LanguageCode } from './languages';

/**
 * One voice per language: the form of address and the script a translator keeps on every screen,
 * and why. `voice.test.ts` holds the parts a machine can check (the informal words of a formal
 * language, a script's letters); the rest is for the translator reading a new text.
 */
export const VOICE: Partial<Record<LanguageCode, string>> = {
  et: 'Formal teie everywhere: “Teie konto”, “Proovige uuesti.”, “Olete sisse logitud”. A sentence (a hint, an error, an instruction) uses the plural imperative (sisestage, valige, proovige); a button or a menu item keeps the short singular imperative that Estonian interfaces use for commands (Salvesta, Logi sisse, Proovi uuesti) and a heading is a noun phrase (Ülekande kinnitamine). Never sina, sinu, sul, sind or oled. Loading notices are nouns (“Poe laadimine…”), not “Pood laadib…”. Quotation marks „…“.',
  hu: 'Formal Ön (magázás) everywhere: the office handles contracts, payouts, statements and personal data, and most of the existing texts already addressed the reader with Ön; the few tegező screens (sign-in, errors, cart) now match them. Buttons and menu items are nouns or first-person choices (Bejelentkezés, Mentés, Elfogadom), never a tegező imperative. The shop is a webáruház everywhere; a user’s product set is an összeállítás (a termékcsoport would read as a catalogue category). Quotation marks „…”.',
  sr: 'Formal ви. Cyrillic throughout, the official script and the one the rest of the Serbian texts used: the finance and payouts screens, once in Latin, are Cyrillic too. Latin letters only inside placeholders, in brand names and international abbreviations (SMS, PDF, QR, PV, GW, Excel, Skill Cup) and in codes the reader types as the system writes them (INV-P-100001). One verb for ordering, поручити (as поруџбина), and линк for a link. Quotation marks „…“.',
  uz: 'Formal siz. Latin script of 1995 with its official letters: oʻ and gʻ take U+02BB MODIFIER LETTER TURNED COMMA (ʻ) and nothing else (never the ASCII apostrophe, ‘ or ’); the tutuq belgisi takes U+02BC (ʼ). Quotation marks «…». A line of an order is a mahsulot, not the Russian pozitsiya.',
  cs: 'Formal vy (vykání), which every Czech text already used. The sign-in name is „přihlašovací jméno“ on every screen (the sign-in and spectator screens said the English “login”, recovery the Czech word); “Zkuste to znovu” for try again; legal agreements are smlouvy and consents souhlasy.',
  sk: 'Formal vy (vykanie), which every Slovak text already used. The sign-in name is „prihlasovacie meno“ on every screen, never the English “login”; “Skúste to znova” for try again; legal agreements are zmluvy and consents súhlasy.',
  hr: 'Formal vi in every sentence (Unesite, Pokušajte); a button or a menu item keeps the short imperative Croatian interfaces use (Otvori, Odaberi, Pokušaj ponovno), as the texts already did. A link is a poveznica; “za plaćanje”, never the calque “za platiti”; “Pokušajte ponovno kasnije”; legal agreements are ugovori and consents privole.',
};
