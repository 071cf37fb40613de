// Every interface string in both languages; a missing key in either is a type error.

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

const en = {
  'app.title': 'bridge-laws — TD desk',
  'nav.table': 'Table',
  'nav.language': 'Język: polski',
  'board.heading': 'Board',
  'board.number': 'Board number',
  'board.seed': 'Seed (optional, for a reproducible deal)',
  'board.deal': 'Deal a board',
  'board.paste': 'Or paste a PBN deal',
  'board.load': 'Load deal',
  'board.dealer': 'Dealer',
  'board.vulnerable': 'Vulnerable',
  'board.hcp': 'HCP',
  'board.empty': 'No board yet: deal one or paste a deal.',
  'vul.None': 'None',
  'vul.NS': 'North-South',
  'vul.EW': 'East-West',
  'vul.All': 'Both',
  'seat.N': 'North',
  'seat.E': 'East',
  'seat.S': 'South',
  'seat.W': 'West',
  'error.board': 'Board number must be a whole number from 1.',
  'law.2': 'Law 2: the board number fixes the dealer and the vulnerability.',
  'law.6': 'Law 6: the cards are shuffled and dealt so that every deal is equally likely.',
  'law.7B2': 'Law 7B2: each hand must hold exactly 13 cards.',
  'law.1A': 'Law 1A: the pack has 52 different cards.',
} as const;

export type MessageKey = keyof typeof en;

const pl: Record<MessageKey, string> = {
  'app.title': 'bridge-laws — stolik sędziego',
  'nav.table': 'Stolik',
  'nav.language': 'Language: English',
  'board.heading': 'Rozdanie',
  'board.number': 'Numer rozdania',
  'board.seed': 'Ziarno (opcjonalnie, by powtórzyć rozdanie)',
  'board.deal': 'Rozdaj',
  'board.paste': 'Albo wklej rozdanie w formacie PBN',
  'board.load': 'Wczytaj rozdanie',
  'board.dealer': 'Rozdający',
  'board.vulnerable': 'Po partii',
  'board.hcp': 'PC',
  'board.empty': 'Brak rozdania: rozdaj karty albo wklej rozdanie.',
  'vul.None': 'Nikt',
  'vul.NS': 'N-S',
  'vul.EW': 'E-W',
  'vul.All': 'Obie strony',
  'seat.N': 'N',
  'seat.E': 'E',
  'seat.S': 'S',
  'seat.W': 'W',
  'error.board': 'Numer rozdania musi być liczbą całkowitą od 1.',
  'law.2': 'Przepis 2: numer rozdania wyznacza rozdającego i założenia.',
  'law.6': 'Przepis 6: karty tasuje się i rozdaje tak, by każde rozdanie było równie prawdopodobne.',
  'law.7B2': 'Przepis 7B2: każda ręka musi mieć dokładnie 13 kart.',
  'law.1A': 'Przepis 1A: talia ma 52 różne karty.',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, pl };

export function translate(language: Language, key: MessageKey): string {
  return MESSAGES[language][key];
}
