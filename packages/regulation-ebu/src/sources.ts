// The EBU documents the regulation's values come from, named once so notes and README cite them alike.

/** The EBU's book of regulations and guidance for tournament directors (Laws & Ethics Committee). */
export const WHITE_BOOK = 'EBU White Book';

/** The EBU's handbook of permitted understandings, with its alerting and announcing rules. */
export const BLUE_BOOK = 'EBU Blue Book (Handbook of EBU Permitted Understandings)';

/** Notes of the EBU Laws & Ethics Committee, published in the EBU newsletter and on ebu.co.uk. */
export const LAWS_AND_ETHICS = 'EBU Laws & Ethics Committee';
